import Foundation

/// Groups layer changes, Core Animation's `CATransaction`, as recorded state.
///
/// Nothing animates, so a transaction only carries settings and a completion block: the block of
/// an explicit transaction runs when that transaction commits (its animations have already
/// finished, see `CALayer.add(_:forKey:)`); outside `begin()`/`commit()`, where Core Animation
/// would use an implicit transaction that commits at the end of the run-loop turn, it runs at
/// once, to stay deterministic.
@preconcurrency @MainActor
public enum CATransaction {
    private struct Transaction {
        var values: [String: Any] = [:]
        var completion: (() -> Void)?
    }

    private static var stack: [Transaction] = []
    private static var implicit = Transaction()

    private static var current: Transaction {
        get { stack.last ?? implicit }
        set {
            if stack.isEmpty { implicit = newValue } else { stack[stack.count - 1] = newValue }
        }
    }

    /// Opens a nested transaction.
    public static func begin() {
        stack.append(Transaction())
    }

    /// Closes the innermost transaction and runs its completion block. Unbalanced commits are ignored.
    public static func commit() {
        guard let finished = stack.popLast() else { return }
        finished.completion?()
    }

    /// Does nothing: every change is already applied.
    public static func flush() {}

    /// Does nothing: the model is single-threaded on the main actor.
    public static func lock() {}

    /// Does nothing (see `lock()`).
    public static func unlock() {}

    /// The number of open explicit transactions.
    public static var depth: Int { stack.count }

    /// Whether implicit actions are disabled in the current transaction.
    public static func disableActions() -> Bool { current.values["disableActions"] as? Bool ?? false }

    /// Disables implicit actions in the current transaction (stored only).
    public static func setDisableActions(_ flag: Bool) { current.values["disableActions"] = flag }

    /// The current transaction's animation duration, 0.25 by default.
    public static func animationDuration() -> CFTimeInterval { current.values["animationDuration"] as? CFTimeInterval ?? 0.25 }

    /// Sets the current transaction's animation duration (stored only).
    public static func setAnimationDuration(_ duration: CFTimeInterval) { current.values["animationDuration"] = duration }

    /// The current transaction's timing function.
    public static func animationTimingFunction() -> CAMediaTimingFunction? {
        current.values["animationTimingFunction"] as? CAMediaTimingFunction
    }

    /// Sets the current transaction's timing function (stored only).
    public static func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
        current.values["animationTimingFunction"] = function
    }

    /// The current transaction's completion block.
    public static func completionBlock() -> (() -> Void)? { current.completion }

    /// Sets the block run when the current transaction commits (at once outside `begin()`/`commit()`).
    public static func setCompletionBlock(_ block: (() -> Void)?) {
        if stack.isEmpty {
            block?()
        } else {
            current.completion = block
        }
    }

    /// The current transaction's value for `key`.
    public static func value(forKey key: String) -> Any? { current.values[key] }

    /// Stores `anObject` under `key` in the current transaction.
    public static func setValue(_ anObject: Any?, forKey key: String) { current.values[key] = anObject }
}
