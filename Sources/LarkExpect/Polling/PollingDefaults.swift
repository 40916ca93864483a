import Synchronization

/// Process-wide defaults of the polling expectations (`toEventually`, `toNever`, ...):
/// 1 second and 10 milliseconds unless changed.
///
/// ```swift
/// PollingDefaults.timeout = .seconds(2)
/// ```
public enum PollingDefaults {
    private static let storage = Mutex((timeout: Duration.seconds(1), pollInterval: Duration.milliseconds(10)))

    /// How long `toEventually` waits, and how long `toNever`/`toAlways` watch.
    public static var timeout: Duration {
        get { storage.withLock { $0.timeout } }
        set { storage.withLock { $0.timeout = newValue } }
    }

    /// How long to wait between two evaluations.
    public static var pollInterval: Duration {
        get { storage.withLock { $0.pollInterval } }
        set { storage.withLock { $0.pollInterval = newValue } }
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
