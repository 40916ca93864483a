import Foundation

/// Runs animations alongside a focus change (`UIFocusAnimationCoordinator`): at once, as the
/// model's other animations run.
@preconcurrency @MainActor
open class FocusAnimationCoordinator {
    /// A coordinator.
    public init() {}
    /// Runs `animations`, then `completion`, at once.
    open func addCoordinatedAnimations(_ animations: (() -> Void)?, completion: (() -> Void)? = nil) {
        animations?()
        completion?()
    }
    /// Runs `animations`, then `completion`, at once.
    open func addCoordinatedFocusingAnimations(_ animations: ((AnyObject) -> Void)?, completion: (() -> Void)? = nil) {
        animations?(self)
        completion?()
    }
    /// Runs `animations`, then `completion`, at once.
    open func addCoordinatedUnfocusingAnimations(_ animations: ((AnyObject) -> Void)?, completion: (() -> Void)? = nil) {
        animations?(self)
        completion?()
    }
}
