import Foundation

/// Hears about a navigation controller's top controller changing, like
/// `UINavigationControllerDelegate`. Both methods are optional.
@preconcurrency @MainActor
public protocol NavigationControllerDelegate: AnyObject {
    /// Called before `viewController` becomes the top controller.
    func navigationController(_ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool)
    /// Called after `viewController` became the top controller.
    func navigationController(_ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool)
}

extension NavigationControllerDelegate {
    /// Default: does nothing.
    public func navigationController(_ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool) {
        OptionalMethod.defaultUsed()
    }

    /// Default: does nothing.
    public func navigationController(_ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool) {
        OptionalMethod.defaultUsed()
    }
}
