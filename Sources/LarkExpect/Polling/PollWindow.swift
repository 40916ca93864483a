/// The time a poll observes its expression: `duration`, counted only while the poller could run.
///
/// A poller that wakes up much later than it asked to (its thread was taken by blocking work,
/// or the machine is overloaded) did not observe that stretch, and neither could the code that
/// was meant to change the value in it: that code was starved too. Ending the window then would
/// let `toNever`/`toAlways` pass, and `toEventually` fail, on a single stale look. So a late
/// wake-up moves the end of the window by its lateness, and so does a look that waited for a
/// thread to run its expression on (`ExecutorWaits`), and the poll keeps observing; the moves
/// add up to at most `maximumExtension(of:)`, so a poll under endless starvation still ends.
struct PollWindow {
    private let clock = ContinuousClock()
    private let interval: Duration
    private(set) var deadline: ContinuousClock.Instant
    /// How much further the deadline may still move.
    private var extensionLeft: Duration

    init(duration: Duration, interval: Duration) {
        self.interval = interval
        deadline = clock.now + duration
        extensionLeft = Self.maximumExtension(of: duration)
    }

    /// The total extension a window of `duration` may get: four times its length, and at least
    /// five seconds (a short window needs room to outlast a starved stretch as well).
    static func maximumExtension(of duration: Duration) -> Duration {
        max(duration * 4, .seconds(5))
    }

    var hasEnded: Bool { clock.now >= deadline }

    /// When to poll next, for a poll that began at `started`.
    func nextPoll(after started: ContinuousClock.Instant) -> ContinuousClock.Instant {
        min(started + interval, deadline)
    }

    /// Waits with `wait` until `target`, then moves the deadline by the wake-up's lateness when
    /// that exceeds one interval (ordinary timer slack moves nothing).
    mutating func wait(until target: ContinuousClock.Instant, _ wait: (ContinuousClock.Instant) -> Void) {
        let asleep = clock.now
        wait(target)
        woke(target: target, asleep: asleep)
    }

    /// An awaiting poller's default wait: sleeps until `target` (returns early when cancelled).
    static func sleep(until target: ContinuousClock.Instant) async {
        try? await Task.sleep(until: target, clock: ContinuousClock())
    }

    /// `wait(until:_:)` for an awaiting poller.
    mutating func wait(until target: ContinuousClock.Instant, _ wait: (ContinuousClock.Instant) async -> Void) async {
        let asleep = clock.now
        await wait(target)
        woke(target: target, asleep: asleep)
    }

    private mutating func woke(target: ContinuousClock.Instant, asleep: ContinuousClock.Instant) {
        starved(for: clock.now - max(target, asleep))
    }

    /// Moves the deadline by `wait`, time the poller spent waiting for a thread (a late
    /// wake-up, or a look whose hops to its expression's isolation and back were held up),
    /// when that exceeds one interval.
    mutating func starved(for wait: Duration) {
        guard wait > interval, extensionLeft > .zero else { return }
        let shift = min(wait, extensionLeft)
        deadline += shift
        extensionLeft -= shift
    }
}
