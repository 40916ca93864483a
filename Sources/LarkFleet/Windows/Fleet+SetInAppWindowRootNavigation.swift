import Foundation
import LarkUI

extension Fleet {
    /// Wraps `viewController` in a new navigation controller, makes that the key window's root
    /// as `setAsAppWindowRoot(_:)` does, and returns it (its `topViewController` is
    /// `viewController`). A controller already in a navigation stack cannot join a second one
    /// (UIKit refuses it, and its view would never load): its own navigation controller becomes
    /// the root instead.
    @MainActor
    @discardableResult
    public static func setInAppWindowRootNavigation(_ viewController: ViewController) -> NavigationController {
        let navigation = viewController.navigationController ?? NavigationController(rootViewController: viewController)
        setAsAppWindowRoot(navigation)
        return navigation
    }
}
