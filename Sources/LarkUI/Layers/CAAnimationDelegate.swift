import Foundation

/// What an animation tells its delegate, Core Animation's `CAAnimationDelegate`; both methods are
/// optional (empty defaults). When the model calls them: docs/graphics-and-layers.md.
@preconcurrency @MainActor
public protocol CAAnimationDelegate: AnyObject {
    /// The animation started (delivered when it is added to a layer).
    func animationDidStart(_ anim: CAAnimation)
    /// The animation stopped: `finished` is true when it ran to its end, false when removed early.
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    /// Does nothing by default.
    public func animationDidStart(_ anim: CAAnimation) {}
    /// Does nothing by default.
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}
