import Foundation
import LarkTestContext

/// Runs `action` and waits (blocking) until it calls `done`, or fails after `timeout`.
///
/// ```swift
/// waitUntil { done in
///     loader.load { _ in done() }
/// }
/// ```
/// On the main thread the run loop keeps turning while waiting, so main-queue callbacks run.
/// Calling `done` more than once is a failure. The timeout counts from the start of `action`:
/// an action that blocks past it times out even if it then calls `done`. As for polls, a stretch
/// in which the waiter was starved of its thread does not count towards `timeout` (within a
/// bound, see `PollWindow`).
@available(*, noasync, message: "use `await waitUntil { done in ... }` in async code")
public func waitUntil(
    timeout: Duration = PollingDefaults.timeout,
    fileID: String = #fileID, file: FileString = #filePath, line: UInt = #line, column: UInt = #column,
    action: @escaping (@escaping @Sendable () -> Void) -> Void
) {
    let location = SourceLocation(fileID: fileID, filePath: file, line: line, column: column)
    let counter = DoneCounter()
    let started = ContinuousClock.now
    action { counter.increment() }
    guard let remaining = remainingWait(after: started, firstDone: counter.firstCall, timeout: timeout) else {
        return finishWaiting(calls: 0, timeout: timeout, location: location, blocked: true)
    }
    counter.wait(timeout: remaining)
    finishWaiting(calls: counter.count, timeout: timeout, location: location, blocked: true)
}

/// Runs `action` and waits until it calls `done`, or fails after `timeout`. Awaits instead of
/// blocking, so it works from the main actor. The timeout starts when `action` returns (its
/// awaits may queue for a busy thread pool, which must not fail the test), and counts like the
/// blocking form's. A synchronous action's own run does count (see the other two forms).
public func waitUntil(
    timeout: Duration = PollingDefaults.timeout,
    fileID: String = #fileID, file: FileString = #filePath, line: UInt = #line, column: UInt = #column,
    action: @escaping @concurrent (@escaping @Sendable () -> Void) async -> Void
) async {
    let location = SourceLocation(fileID: fileID, filePath: file, line: line, column: column)
    let signal = DoneSignal()
    // The action is awaited inline (it need not be Sendable) and has the isolation of the code
    // it is written in (`@concurrent`, see `expect`'s async form); the timeout counts once it
    // returns, for the `done` it may call later.
    await action { signal.fire() }
    let calls = await signal.wait(timeout: timeout)
    finishWaiting(calls: calls, timeout: timeout, location: location)
}

/// Runs the synchronous `action` and waits until it calls `done`, or fails after `timeout`.
/// The timeout counts from the start of `action`, as in the blocking form.
public func waitUntil(
    timeout: Duration = PollingDefaults.timeout,
    fileID: String = #fileID, file: FileString = #filePath, line: UInt = #line, column: UInt = #column,
    action: @escaping (@escaping @Sendable () -> Void) -> Void
) async {
    let location = SourceLocation(fileID: fileID, filePath: file, line: line, column: column)
    let signal = DoneSignal()
    let started = ContinuousClock.now
    action { signal.fire() }
    guard let remaining = remainingWait(after: started, firstDone: signal.firstFire, timeout: timeout) else {
        return finishWaiting(calls: 0, timeout: timeout, location: location)
    }
    let calls = await signal.wait(timeout: remaining)
    finishWaiting(calls: calls, timeout: timeout, location: location)
}

/// How long to wait for `done` once a synchronous action started at `started` has returned, or
/// nil when the action used up the timeout: it called `done` too late, or not at all before the
/// timeout ran out. Its own run counts in full, since it held the thread rather than waited for
/// one (a starved wait is what `PollWindow` forgives, and it still does for the rest).
func remainingWait(
    after started: ContinuousClock.Instant, firstDone: ContinuousClock.Instant?, timeout: Duration,
    now: ContinuousClock.Instant = .now
) -> Duration? {
    if let firstDone { return started.duration(to: firstDone) <= timeout ? .zero : nil }
    let spent = started.duration(to: now)
    return spent < timeout ? timeout - spent : nil
}

private func finishWaiting(calls: Int, timeout: Duration, location: SourceLocation, blocked: Bool = false) {
    if calls == 0 {
        let message = FailureMessage(stringValue: "Waited more than \(timeout.spokenSeconds)")
        currentAssertionHandler.assert(false, message: blocked ? Poller.timedOutWhileBlocking(message) : message, location: location)
    } else if calls > 1 {
        fail("waitUntil(...) expects its completion closure to be only called once", location: location)
    } else if assertionHandlerIsInstalled() {
        currentAssertionHandler.assert(true, message: FailureMessage(stringValue: ""), location: location)
    }
}

/// Counts the blocking `waitUntil`'s `done()` calls, from any thread.
final class DoneCounter: Sendable {
    private let calls = Locked(DoneCalls())
    var count: Int { calls.current.count }
    /// When `done` was first called, if it was.
    var firstCall: ContinuousClock.Instant? { calls.current.first }
    func increment() { calls.withLock { $0.record() } }

    /// Blocks until the first call or the end of a `PollWindow` of `timeout`: a waiter starved
    /// past its deadline keeps waiting, since the code meant to call `done` was starved too.
    func wait(timeout: Duration, wait: (ContinuousClock.Instant) -> Void = PollWaiter.wait(until:)) {
        let clock = ContinuousClock()
        var window = PollWindow(duration: timeout, interval: PollingDefaults.pollInterval)
        while count == 0 && !window.hasEnded {
            // Looks every millisecond; only a wake-up later than a poll interval moves the end.
            window.wait(until: min(clock.now + .milliseconds(1), window.deadline), wait)
        }
    }
}

/// A one-shot signal that an awaiting task can wait on, with a timeout: the awaiting
/// `waitUntil`'s `done()` calls, and the waiter they resume.
final class DoneSignal: Sendable {
    private struct State: Sendable {
        var calls = DoneCalls()
        var waiter: CheckedContinuation<Void, Never>?
    }

    private let state = Locked(State())

    /// When `fire()` was first called, if it was.
    var firstFire: ContinuousClock.Instant? { state.current.calls.first }

    func fire() {
        let waiter = state.withLock { state -> CheckedContinuation<Void, Never>? in
            state.calls.record()
            defer { state.waiter = nil }
            return state.waiter
        }
        waiter?.resume()
    }

    /// Waits for the first `fire()` or the end of a `PollWindow` of `timeout`; returns how many
    /// times `fire()` was called (checked once more after a short grace period, to catch a
    /// second call). The timer sleeps a poll interval at a time, so that a timer starved past
    /// its deadline keeps waiting instead of ending the wait on its first look.
    func wait(
        timeout: Duration,
        sleep: @escaping @Sendable (ContinuousClock.Instant) async -> Void = PollWindow.sleep(until:)
    ) async -> Int {
        let interval = PollingDefaults.pollInterval
        let timer = Task { [weak self] in
            let clock = ContinuousClock()
            var window = PollWindow(duration: timeout, interval: interval)
            while !window.hasEnded && !Task.isCancelled {
                await window.wait(until: window.nextPoll(after: clock.now), sleep)
            }
            self?.release()
        }
        await withCheckedContinuation { continuation in
            let alreadyFired = state.withLock { state -> Bool in
                if state.calls.count > 0 { return true }
                state.waiter = continuation
                return false
            }
            if alreadyFired { continuation.resume() }
        }
        timer.cancel()
        // A second `done()` usually follows the first at once, but on another thread: give it
        // a moment to arrive, so that calling `done` twice is reported reliably.
        try? await Task.sleep(for: .milliseconds(10))
        return state.current.calls.count
    }

    private func release() {
        let waiter = state.withLock { state -> CheckedContinuation<Void, Never>? in
            defer { state.waiter = nil }
            return state.waiter
        }
        waiter?.resume()
    }
}

/// The `done()` calls of one `waitUntil`: how many, and when the first came.
struct DoneCalls: Sendable {
    private(set) var count = 0
    private(set) var first: ContinuousClock.Instant?

    mutating func record() {
        count += 1
        if first == nil { first = .now }
    }
}
