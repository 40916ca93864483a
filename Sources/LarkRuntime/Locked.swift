import Foundation

/// A value that threads share, read and written only under a lock.
///
/// Lark's process-wide state (counters, defaults, registries) is rarely touched and never on a
/// passing check's path, so a plain lock suffices. It stands in for `Synchronization.Mutex`
/// because importing Synchronization is not free for Lark's users: a clean debug `swift build`
/// (which indexes while it builds) recompiles Synchronization from its textual interface,
/// about a second before any of Lark's own code can start. It lives in LarkRuntime, which every
/// Lark module imports.
package final class Locked<Value: Sendable>: @unchecked Sendable {
    // Sendable by construction: `value` is private and only reached through `withLock`, which
    // holds `lock` throughout; `Value` is Sendable, so nothing leaving the lock is shared unsafely.
    private let lock = NSLock()
    private var value: Value

    /// A lock guarding `value`.
    package init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with exclusive access to the value.
    package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }

    /// The current value.
    package var current: Value {
        withLock { $0 }
    }
}
