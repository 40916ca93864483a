import Foundation

/// How a synchronous poll waits between evaluations.
///
/// On the main thread it runs the current run loop until the next poll is due, so work queued
/// on the main queue (as UIKit-style code does) can make progress; a run loop with nothing to
/// do returns at once, so the rest of the interval is slept. Elsewhere it sleeps. Nothing here
/// relies on the run loop being idle, and every wait is bounded by the deadline.
enum PollWaiter {
    static func wait(until next: ContinuousClock.Instant) {
        let clock = ContinuousClock()
        if Thread.isMainThread {
            let seconds = (next - clock.now).secondsValue
            if seconds > 0 {
                _ = RunLoop.current.run(mode: .default, before: Date(timeIntervalSinceNow: seconds))
            }
        }
        let remaining = (next - clock.now).secondsValue
        if remaining > 0 { Thread.sleep(forTimeInterval: remaining) }
    }
}

extension Duration {
    var secondsValue: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) + Double(attoseconds) / 1e18
    }
}
