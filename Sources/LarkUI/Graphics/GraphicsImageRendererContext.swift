import Foundation

/// What a renderer's drawing closure receives, UIKit's `UIGraphicsImageRendererContext`:
/// the recording `cgContext` and a few rectangle shortcuts that record into it.
open class GraphicsImageRendererContext {
    /// The context everything is recorded into.
    public let cgContext: CGContext
    /// The renderer's format.
    public let format: GraphicsImageRendererFormat

    init(cgContext: CGContext, format: GraphicsImageRendererFormat) {
        self.cgContext = cgContext
        self.format = format
    }

    /// An image of what has been drawn so far: the renderer's size and scale (no pixels exist).
    open var currentImage: Image { Image(size: format.bounds.size, scale: format.scale) }

    /// Fills `rect` with the current fill colour.
    open func fill(_ rect: CGRect) { cgContext.fill(rect) }

    /// Fills `rect` with the current fill colour and `blendMode`.
    open func fill(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.inSavedState(blendMode: blendMode) { cgContext.fill(rect) }
    }

    /// Strokes `rect`'s outline with the current stroke colour.
    open func stroke(_ rect: CGRect) { cgContext.stroke(rect) }

    /// Strokes `rect`'s outline with `blendMode`.
    open func stroke(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.inSavedState(blendMode: blendMode) { cgContext.stroke(rect) }
    }

    /// Narrows the clip to `rect`.
    open func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}
