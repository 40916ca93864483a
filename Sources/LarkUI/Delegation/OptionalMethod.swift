import Foundation

/// Tells whether a delegate or data source actually implements an optional method.
///
/// Optional protocol methods have default implementations that return UIKit's defaults. Some
/// callers (interaction helpers) behave differently when a method is missing, which Swift cannot
/// ask directly, so every default implementation reports itself here:
///
/// ```swift
/// let (target, implemented) = OptionalMethod.call { delegate.tableView(table, willDeselectRowAt: path) }
/// ```
///
/// A conformer that itself calls a default implementation inside its own method counts as not
/// implementing it.
@preconcurrency @MainActor
public enum OptionalMethod {
    private static var frames: [Bool] = []

    /// Runs `body` (one delegate call) and reports whether a conformer's own implementation
    /// answered it rather than the model's default.
    public static func call<Result>(_ body: () throws -> Result) rethrows -> (result: Result, implemented: Bool) {
        frames.append(false)
        let result: Result
        do {
            result = try body()
        } catch {
            frames.removeLast()
            throw error
        }
        let usedDefault = frames.removeLast()
        return (result, !usedDefault)
    }

    /// Whether `body` is answered by a conformer's own implementation (its result is discarded).
    public static func isImplemented(_ body: () -> Void) -> Bool {
        call(body).implemented
    }

    /// Called by every default implementation.
    static func defaultUsed() {
        if !frames.isEmpty { frames[frames.count - 1] = true }
    }
}
