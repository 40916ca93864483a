import Foundation

extension Image {
    /// Draws the image scaled into `rect` of the current graphics context (recorded as a drawn
    /// image of this size; a symbol image, which has no bitmap, as a bitmap of its size). Does
    /// nothing without a current context, as in UIKit.
    public func draw(in rect: CGRect) {
        guard let context = GraphicsContext.current else { return }
        context.draw(bitmap, in: rect)
    }

    /// Draws the image at its size with its top-left corner at `point`.
    public func draw(at point: CGPoint) {
        draw(in: CGRect(origin: point, size: size))
    }

    /// Draws the image into `rect` with a blend mode and transparency, restoring the context's
    /// state after.
    public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = GraphicsContext.current else { return }
        context.inSavedState(blendMode: blendMode, alpha: alpha) { context.draw(bitmap, in: rect) }
    }

    /// Draws the image at `point` with a blend mode and transparency.
    public func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {
        draw(in: CGRect(origin: point, size: size), blendMode: blendMode, alpha: alpha)
    }

    /// Tiles the image over `rect` (recorded as one drawn image).
    public func drawAsPattern(in rect: CGRect) {
        GraphicsContext.current?.draw(bitmap, in: rect, byTiling: true)
    }

    /// The bitmap drawing records: the image's own, or one of its size for a symbol image.
    private var bitmap: CGImage {
        cgImage ?? CGImage(width: Int((size.width * scale).rounded()), height: Int((size.height * scale).rounded()))
    }
}
