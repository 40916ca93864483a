import Foundation

/// Hears about a navigation controller's top controller changing, like
/// `UINavigationControllerDelegate`. Both methods are optional.
@preconcurrency @MainActor
public protocol NavigationControllerDelegate: AnyObject {
    /// Called before `viewController` becomes the top controller.
    func navigationController(_ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool)
    /// Called after `viewController` became the top controller.
    func navigationController(_ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool)
    /// The animator of a push or pop; the model asks but never runs it (transitions are instant).
    func navigationController(_ navigationController: NavigationController, animationControllerFor operation: NavigationController.Operation,
                              from fromVC: ViewController, to toVC: ViewController) -> (any ViewControllerAnimatedTransitioning)?
    /// The interactive driver of a push or pop.
    func navigationController(_ navigationController: NavigationController,
                              interactionControllerFor animationController: any ViewControllerAnimatedTransitioning) -> (any ViewControllerInteractiveTransitioning)?
}

extension NavigationControllerDelegate {
    /// None by default.
    public func navigationController(_ navigationController: NavigationController, animationControllerFor operation: NavigationController.Operation,
                                     from fromVC: ViewController, to toVC: ViewController) -> (any ViewControllerAnimatedTransitioning)? { nil }

    /// None by default.
    public func navigationController(_ navigationController: NavigationController,
                                     interactionControllerFor animationController: any ViewControllerAnimatedTransitioning) -> (any ViewControllerInteractiveTransitioning)? { nil }

    /// Default: does nothing.
    public func navigationController(_ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool) {
        OptionalMethod.defaultUsed()
    }

    /// Default: does nothing.
    public func navigationController(_ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool) {
        OptionalMethod.defaultUsed()
    }
}
