import Foundation

/// Takes part in tab selection, like `UITabBarControllerDelegate`. Both methods are optional.
///
/// The model never calls these for programmatic selection (`selectedIndex`,
/// `selectedViewController`), as in UIKit; something acting for the user (an interaction
/// helper) asks `shouldSelect`, selects, then reports `didSelect`.
@preconcurrency @MainActor
public protocol TabBarControllerDelegate: AnyObject {
    /// Whether the user may select `viewController`. Default: true.
    func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool
    /// Called after the user selected `viewController`. Default: nothing.
    func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController)
}

extension TabBarControllerDelegate {
    /// Default: true.
    public func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool {
        OptionalMethod.defaultUsed()
        return true
    }

    /// Default: does nothing.
    public func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController) {
        OptionalMethod.defaultUsed()
    }
}
