import Foundation

/// What a layer asks its delegate, Core Animation's `CALayerDelegate`; every method is optional
/// (empty defaults). A view is its backing layer's delegate in UIKit.
@preconcurrency @MainActor
public protocol CALayerDelegate: AnyObject {
    /// Called by `display()` before the layer draws itself.
    func display(_ layer: CALayer)
    /// Called by the layer's `draw(in:)` to draw its content into `ctx`.
    func draw(_ layer: CALayer, in ctx: CGContext)
    /// Called before `display()` draws.
    func layerWillDraw(_ layer: CALayer)
    /// Called by `layoutSublayers()` to lay out `layer`'s sublayers.
    func layoutSublayers(of layer: CALayer)
    /// The action for a property change; nil for none.
    func action(for layer: CALayer, forKey event: String) -> (any CAAction)?
}

extension CALayerDelegate {
    /// Does nothing by default.
    public func display(_ layer: CALayer) {}
    /// Does nothing by default.
    public func draw(_ layer: CALayer, in ctx: CGContext) {}
    /// Does nothing by default.
    public func layerWillDraw(_ layer: CALayer) {}
    /// Does nothing by default.
    public func layoutSublayers(of layer: CALayer) {}
    /// No action by default.
    public func action(for layer: CALayer, forKey event: String) -> (any CAAction)? { nil }
}
