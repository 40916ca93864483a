import Foundation

/// One instance of the app's interface, like `UIScene`. The model's application has one scene,
/// a `WindowScene` holding all its windows (`Application.connectedScenes`).
@preconcurrency @MainActor
open class Scene: Responder {
    /// Where the scene stands in its life (`UIScene.ActivationState`).
    public enum ActivationState: Int, Hashable, Sendable {
        /// Not connected yet.
        case unattached = -1
        /// On screen and receiving events.
        case foregroundActive = 0
        /// On screen, not receiving events.
        case foregroundInactive = 1
        /// Off screen.
        case background = 2
    }

    /// The application the scene belongs to (weak).
    public private(set) weak var application: Application?

    /// A scene of `application`.
    init(application: Application) {
        self.application = application
        super.init()
    }

    /// Follows the application's state: active, inactive or background.
    open var activationState: ActivationState {
        switch application?.applicationState ?? .active {
        case .active: .foregroundActive
        case .inactive: .foregroundInactive
        case .background: .background
        }
    }

    /// The scene's title (stored), shown by the app switcher on iPad.
    open var title: String?

    /// The scene's delegate (weak).
    open weak var delegate: (any SceneDelegate)?

    /// The application.
    open override var next: Responder? { application }
}

/// What a scene tells its delegate (`UISceneDelegate`); every member is optional.
@preconcurrency @MainActor
public protocol SceneDelegate: AnyObject {}
