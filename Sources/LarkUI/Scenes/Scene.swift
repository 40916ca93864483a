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

/// The delegate of a window scene (`UIWindowSceneDelegate`): it holds the scene's window.
@preconcurrency @MainActor
public protocol WindowSceneDelegate: SceneDelegate {
    /// The scene's main window.
    var window: Window? { get set }
}

/// A scene that shows windows, like `UIWindowScene`: its windows are its application's.
@preconcurrency @MainActor
open class WindowScene: Scene {
    /// The application's windows, in creation order.
    open var windows: [Window] { application?.windows ?? [] }
    /// The application's key window.
    open var keyWindow: Window? { application?.keyWindow }
    /// The screen the scene shows on.
    open var screen: Screen { .main }
    /// Portrait: the model's device does not turn.
    open var interfaceOrientation: InterfaceOrientation { .portrait }
    /// The screen's traits.
    open var traitCollection: TraitCollection { screen.traitCollection }
    /// The status bar's state for this scene.
    public let statusBarManager = StatusBarManager()
}

/// The status bar of a window scene (`UIStatusBarManager`).
@preconcurrency @MainActor
public final class StatusBarManager {
    /// The bar's frame: the top of a phone screen with a notch (47 points tall), as the model's
    /// default safe area assumes.
    public var statusBarFrame: CGRect { CGRect(x: 0, y: 0, width: Screen.main.bounds.width, height: 47) }
    /// The bar's style (stored).
    public var statusBarStyle: StatusBarStyle = .default
    /// Whether the bar is hidden (stored).
    public var isStatusBarHidden = false
}
