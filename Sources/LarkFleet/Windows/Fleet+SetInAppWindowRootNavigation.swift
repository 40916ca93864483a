import Foundation
import LarkUI

extension Fleet {
    /// Wraps `viewController` in a new navigation controller, makes that the key window's root
    /// as `setAsAppWindowRoot(_:)` does, and returns it (its `topViewController` is
    /// `viewController`).
    @MainActor
    @discardableResult
    public static func setInAppWindowRootNavigation(_ viewController: ViewController) -> NavigationController {
        let navigation = NavigationController(rootViewController: viewController)
        setAsAppWindowRoot(navigation)
        return navigation
    }
}
