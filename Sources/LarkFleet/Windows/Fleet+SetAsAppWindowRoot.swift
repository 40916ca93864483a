import Foundation
import LarkUI

extension Fleet {
    /// Makes `viewController` the root of the application's key window and runs its lifecycle
    /// synchronously: its view loads (`viewDidLoad`), enters the window, and
    /// `viewWillAppear`/`viewDidAppear` run (the previous root disappears). Views in its
    /// hierarchy can become first responder right after.
    ///
    /// When `Application.shared` has no key window, one is created (screen-sized) and made key
    /// and visible; a hidden key window is made visible. No run loop is spun. If the model
    /// refuses the controller as a root (it is a child of a container, or presented), nothing changes and
    /// the model's warning is in `Application.shared.warnings`.
    @MainActor
    public static func setAsAppWindowRoot(_ viewController: ViewController) {
        let application = Application.shared
        let window = application.keyWindow ?? Window(application: application)
        if !window.isKeyWindow || window.isHidden { window.makeKeyAndVisible() }
        window.rootViewController = viewController
    }

    /// `setAsAppWindowRoot(_:)` under its other common name, so either spelling works.
    @MainActor
    public static func setAsAppRootWindow(_ viewController: ViewController) {
        setAsAppWindowRoot(viewController)
    }
}
