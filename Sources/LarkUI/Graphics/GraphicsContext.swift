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

    /// The reference type kept in the thread dictionary (a Swift array would be copied).
    private final class Stack {
        var contexts: [CGContext] = []
    }

    private static var stack: Stack {
        let dictionary = Thread.current.threadDictionary
        if let existing = dictionary[key] as? Stack { return existing }
        let created = Stack()
        dictionary[key] = created
        return created
    }

    /// The context drawing goes to on this thread, nil outside any renderer or pushed context.
    public static var current: CGContext? { stack.contexts.last }

    /// Makes `context` current until the matching `pop()`.
    public static func push(_ context: CGContext) {
        stack.contexts.append(context)
    }

    /// Restores the context that was current before the last `push(_:)`; nothing if none.
    public static func pop() {
        _ = stack.contexts.popLast()
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
