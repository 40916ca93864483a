import Foundation

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
