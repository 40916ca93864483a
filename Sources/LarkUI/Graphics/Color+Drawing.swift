import Foundation

extension Color {
    /// Makes this the fill colour of the current drawing context (`UIColor.setFill()`); nothing
    /// happens outside a renderer or pushed context.
    public func setFill() {
        GraphicsContext.current?.setFillColor(ColorBridge.cgColor(self))
    }

    /// Makes this the stroke colour of the current drawing context (`UIColor.setStroke()`).
    public func setStroke() {
        GraphicsContext.current?.setStrokeColor(ColorBridge.cgColor(self))
    }

    /// Makes this both the fill and the stroke colour (`UIColor.set()`).
    public func set() {
        setFill()
        setStroke()
    }
}
