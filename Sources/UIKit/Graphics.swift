// UIKit's C-style drawing functions, over the model's context stack (LarkUI's GraphicsContext).
// Nothing is drawn: contexts record their operations.

/// The context drawing goes to now, if any.
public func UIGraphicsGetCurrentContext() -> CGContext? { GraphicsContext.current }

/// Makes `context` current until `UIGraphicsPopContext()`.
public func UIGraphicsPushContext(_ context: CGContext) { GraphicsContext.push(context) }

/// Restores the previous context.
public func UIGraphicsPopContext() { GraphicsContext.pop() }

/// Starts an image context of `size` points (scale 1): drawing goes to it until
/// `UIGraphicsEndImageContext()`.
public func UIGraphicsBeginImageContext(_ size: CGSize) { UIGraphicsBeginImageContextWithOptions(size, false, 1) }

/// Starts an image context of `size` points; `scale` 0 means the screen's (3).
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    GraphicsContext.push(CGContext(size: size))
}

/// An image of the current image context's size, or nil outside one.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let context = GraphicsContext.current else { return nil }
    return UIImage(size: CGSize(width: context.width, height: context.height))
}

/// Ends the image context started last.
public func UIGraphicsEndImageContext() { GraphicsContext.pop() }

/// Fills `rect` in the current context with its fill colour.
public func UIRectFill(_ rect: CGRect) { GraphicsContext.current?.fill(rect) }

/// Strokes `rect`'s outline in the current context.
public func UIRectFrame(_ rect: CGRect) { GraphicsContext.current?.stroke(rect) }
