import LarkTestContext

/// The defaults of the polling expectations (`toEventually`, `toNever`, `waitUntil`, ...):
/// 1 second and 10 milliseconds unless changed.
///
/// Change them for a scope, so that parallel tests do not race:
///
/// ```swift
/// // Swift Testing: a trait on a test or a whole suite.
/// @Test(.pollingDefaults(timeout: .seconds(3))) func slowSync() async { ... }
///
/// // Anywhere (XCTest included): a task-local scope, seen by child tasks too.
/// await PollingDefaults.withValues(timeout: .seconds(3)) { ... }
/// ```
///
/// Assigning `PollingDefaults.timeout` changes the process-wide default that applies outside
/// any scope (Nimble's spelling); inside a scope the scope's values win.
public enum PollingDefaults {
    private static let processDefaults = Locked(Values(timeout: .seconds(1), pollInterval: .milliseconds(10)))

    /// The values of the innermost `withValues` scope on this task, if any.
    @TaskLocal private static var scoped: Values?

    /// How long `toEventually` waits, and how long `toNever`/`toAlways` watch.
    public static var timeout: Duration {
        get { current.timeout }
        set { processDefaults.withLock { $0.timeout = newValue } }
    }

    /// How long to wait between two evaluations.
    public static var pollInterval: Duration {
        get { current.pollInterval }
        set { processDefaults.withLock { $0.pollInterval = newValue } }
    }

    /// Runs `operation` with these defaults for it and the tasks it starts; a nil argument
    /// keeps the value of the enclosing scope (or the process default).
    @discardableResult
    public static func withValues<R>(
        timeout: Duration? = nil, pollInterval: Duration? = nil, operation: () throws -> R
    ) rethrows -> R {
        try $scoped.withValue(current.replacing(timeout, pollInterval), operation: operation)
    }

    /// Runs the async `operation` with these defaults for it and the tasks it starts.
    @discardableResult
    public static func withValues<R>(
        timeout: Duration? = nil, pollInterval: Duration? = nil, isolation: isolated (any Actor)? = #isolation,
        operation: () async throws -> R
    ) async rethrows -> R {
        try await $scoped.withValue(current.replacing(timeout, pollInterval), operation: operation)
    }

    private static var current: Values { scoped ?? processDefaults.current }

    private struct Values: Sendable {
        var timeout: Duration
        var pollInterval: Duration

        func replacing(_ newTimeout: Duration?, _ newInterval: Duration?) -> Values {
            Values(timeout: newTimeout ?? timeout, pollInterval: newInterval ?? pollInterval)
        }
    }
}

/// Nimble's name for polling durations; here they are Swift's `Duration`
/// (`.seconds(2)`, `.milliseconds(10)`, ...).
public typealias NimbleTimeInterval = Duration

extension Duration {
    /// `1.0 second`, `0.01 seconds`: how timeouts read in messages.
    var spokenSeconds: String {
        let (seconds, attoseconds) = components
        let value = Double(seconds) + Double(attoseconds) / 1e18
        return "\(value) \(value == 1 ? "second" : "seconds")"
    }
}
