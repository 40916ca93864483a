import Foundation

/// The stack of current drawing contexts, UIKit's `UIGraphicsGetCurrentContext()` /
/// `UIGraphicsPushContext` / `UIGraphicsPopContext`.
///
/// Per thread, as in UIKit: a renderer's `image { }` pushes its context for the duration of the
/// closure, so `BezierPath.fill()` and `Color.setFill()` inside it record into that context; a
/// renderer on another thread does not see it.
public enum GraphicsContext {
    /// The stack lives in the thread's dictionary under this key; only this file touches it.
    private static let key = "LarkUI.GraphicsContext.stack"

    /// One pushed context; image contexts (`beginImageContext`) also know their image's shape.
    private struct Entry {
        let context: CGContext
        let image: (size: CGSize, scale: CGFloat)?
    }

    /// The reference type kept in the thread dictionary (a Swift array would be copied).
    private final class Stack {
        var entries: [Entry] = []
    }

    private static var stack: Stack {
        let dictionary = Thread.current.threadDictionary
        if let existing = dictionary[key] as? Stack { return existing }
        let created = Stack()
        dictionary[key] = created
        return created
    }

    /// The context drawing goes to on this thread, nil outside any renderer or pushed context.
    public static var current: CGContext? { stack.entries.last?.context }

    /// Makes `context` current until the matching `pop()`.
    public static func push(_ context: CGContext) {
        stack.entries.append(Entry(context: context, image: nil))
    }

    /// Restores the context that was current before the last `push(_:)`; nothing if none.
    public static func pop() {
        _ = stack.entries.popLast()
    }

    /// Pushes a new recording context for an image of `size` points at `scale` (0: the
    /// screen's, 3), `UIGraphicsBeginImageContextWithOptions`. `opaque` is ignored.
    public static func beginImageContext(size: CGSize, opaque: Bool = false, scale: CGFloat = 0) {
        let imageScale = scale > 0 ? scale : GraphicsImageRendererFormat.screenScale
        stack.entries.append(Entry(context: CGContext(size: size), image: (size, imageScale)))
    }

    /// An image of the current image context's size and scale
    /// (`UIGraphicsGetImageFromCurrentImageContext`); nil when the current context is not one.
    public static func imageFromCurrentImageContext() -> Image? {
        guard let image = stack.entries.last?.image else { return nil }
        return Image(size: image.size, scale: image.scale)
    }

    /// Pops the current context if it is an image context (`UIGraphicsEndImageContext`).
    public static func endImageContext() {
        if stack.entries.last?.image != nil { _ = stack.entries.popLast() }
    }

    /// Runs `body` with `context` current, then restores the previous one.
    public static func withCurrent<Result>(_ context: CGContext, _ body: () throws -> Result) rethrows -> Result {
        push(context)
        defer { pop() }
        return try body()
    }
}

/// The current drawing context on this thread (`UIGraphicsGetCurrentContext()`).
func currentGraphicsContext() -> CGContext? { GraphicsContext.current }
