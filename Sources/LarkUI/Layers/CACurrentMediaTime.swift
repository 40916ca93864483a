import Foundation

/// The current absolute time in seconds, Core Animation's `CACurrentMediaTime()`: the system's
/// uptime, which only increases.
public func CACurrentMediaTime() -> CFTimeInterval {
    ProcessInfo.processInfo.systemUptime
}
