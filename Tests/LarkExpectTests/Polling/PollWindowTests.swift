@testable import LarkExpect
import Foundation
import Synchronization
import Testing

// A poller starved past its deadline (its thread taken by blocking work) must not decide on one
// stale look: the code meant to change the value was starved too. These tests play a starved
// stretch with a scripted wait: the first wait oversleeps the whole window, and the "world"
// changes only during a later wait, as a starved task does once threads are free again.

/// The world a scripted poll observes: `changed` flips during the wait numbered `changesDuringWait`.
private final class StarvedWorld: Sendable {
    private let waits = Mutex(0)
    private let flipped = Mutex(false)
    let changesDuringWait: Int
    let starvedFor: Duration

    init(changesDuringWait: Int, starvedFor: Duration) {
        self.changesDuringWait = changesDuringWait
        self.starvedFor = starvedFor
    }

    var changed: Bool { flipped.withLock { $0 } }
    var waitCount: Int { waits.withLock { $0 } }

    /// The poller's wait: the first one oversleeps by `starvedFor`; later ones sleep to `target`.
    func wait(until target: ContinuousClock.Instant) {
        let number = waits.withLock { count in
            count += 1
            return count
        }
        if number == changesDuringWait { flipped.withLock { $0 = true } }
        let clock = ContinuousClock()
        let end = number == 1 ? target + starvedFor : target
        if end > clock.now { Thread.sleep(forTimeInterval: (end - clock.now).secondsValue) }
    }

    func step(passes: Bool) -> PollStep {
        PollStep(passed: passes) { FailureMessage(stringValue: "changed") }
    }
}

@Suite struct PollWindowTests {
    private let duration = Duration.milliseconds(60)
    private let interval = Duration.milliseconds(5)

    @Test func aStarvedNeverKeepsObservingAndSeesTheChange() {
        let world = StarvedWorld(changesDuringWait: 2, starvedFor: .milliseconds(150))
        let verdict = Poller.poll(
            mode: .continuously, duration: duration, interval: interval,
            step: { world.step(passes: !world.changed) }, wait: world.wait(until:))
        #expect(!verdict.passed)
        #expect(verdict.message?.stringValue == "changed")
    }

    @Test func aStarvedEventuallyKeepsObservingAndSeesTheValue() {
        let world = StarvedWorld(changesDuringWait: 2, starvedFor: .milliseconds(150))
        let verdict = Poller.poll(
            mode: .eventually, duration: duration, interval: interval,
            step: { world.step(passes: world.changed) }, wait: world.wait(until:))
        #expect(verdict.passed)
    }

    @Test func anAwaitingPollerStarvedPastItsDeadlineKeepsObserving() async {
        let world = StarvedWorld(changesDuringWait: 2, starvedFor: .milliseconds(150))
        let verdict = await Poller.poll(
            mode: .continuously, duration: duration, interval: interval,
            step: { world.step(passes: !world.changed) }, sleep: { world.wait(until: $0) })
        #expect(!verdict.passed)
    }

    /// Timer slack within one interval moves nothing: an unchanged world passes `toNever` at
    /// the deadline, after `duration / interval` waits.
    @Test func ordinarySlackDoesNotExtendTheWindow() {
        // A long interval, so that a loaded machine's own timer slack stays within it too.
        let world = StarvedWorld(changesDuringWait: .max, starvedFor: .milliseconds(3))
        let clock = ContinuousClock()
        let start = clock.now
        let verdict = Poller.poll(
            mode: .continuously, duration: .milliseconds(120), interval: .milliseconds(40),
            step: { world.step(passes: true) }, wait: world.wait(until:))
        #expect(verdict.passed)
        #expect(clock.now - start < .milliseconds(200))
        #expect(world.waitCount == 3)
    }

    /// The window's end moves by the lateness, once per late wake-up, within a bound.
    @Test func theDeadlineMovesByTheLatenessWithinTheBound() {
        var window = PollWindow(duration: .milliseconds(10), interval: .milliseconds(1))
        let before = window.deadline
        window.wait(until: ContinuousClock().now) { _ in Thread.sleep(forTimeInterval: 0.05) }
        let moved = window.deadline - before
        #expect(moved >= .milliseconds(45) && moved < .milliseconds(200))
        #expect(PollWindow.maximumExtension(of: .milliseconds(10)) == .seconds(5))
        #expect(PollWindow.maximumExtension(of: .seconds(3)) == .seconds(12))
    }

    // `waitUntil` waits in the same window: a `done` that arrives once a starved stretch is over
    // still counts, and a `done` that never comes still times out.

    @Test func aStarvedBlockingWaitUntilStillSeesTheDone() {
        let counter = DoneCounter()
        let world = StarvedWorld(changesDuringWait: 2, starvedFor: .milliseconds(150))
        counter.wait(timeout: .milliseconds(60)) { target in
            world.wait(until: target)
            if world.changed && counter.count == 0 { counter.increment() }
        }
        #expect(counter.count == 1)
        #expect(world.waitCount == 2)
    }

    @Test func anAwaitingWaitUntilStarvedPastItsDeadlineStillSeesTheDone() async {
        let signal = DoneSignal()
        let world = StarvedWorld(changesDuringWait: 2, starvedFor: .milliseconds(150))
        let calls = await signal.wait(timeout: .milliseconds(60)) { target in
            world.wait(until: target)
            if world.waitCount == world.changesDuringWait { signal.fire() }
        }
        #expect(calls == 1)
    }

    // A synchronous action's own run counts towards the timeout (it held the thread, nobody
    // starved it); what is left of the timeout is then waited in the window above.

    @Test(arguments: [
        // (ms the action ran, ms into it when done came, remaining ms or nil for timed out)
        (10, nil, 90), (99, nil, 1), (100, nil, nil), (300, nil, nil),
        (10, 5, 0), (300, 100, 0), (300, 101, nil), (300, 290, nil),
    ] as [(Int, Int?, Int?)])
    func aSynchronousActionSpendsTheTimeout(ran: Int, doneAt: Int?, remaining: Int?) {
        let started = ContinuousClock.now
        let result = remainingWait(
            after: started, firstDone: doneAt.map { started + .milliseconds($0) }, timeout: .milliseconds(100),
            now: started + .milliseconds(ran)
        )
        #expect(result == remaining.map { .milliseconds($0) })
    }

    @Test func aWaitUntilWhoseDoneNeverComesStillTimesOut() async {
        let clock = ContinuousClock()
        let start = clock.now
        DoneCounter().wait(timeout: .milliseconds(50))
        let calls = await DoneSignal().wait(timeout: .milliseconds(50))
        #expect(calls == 0)
        #expect(clock.now - start >= .milliseconds(100))
        // It ends: each wait at most its timeout plus the window's largest move (a loaded
        // machine starves the waiter and legitimately moves the window), and a little slack.
        let longest = (.milliseconds(50) + PollWindow.maximumExtension(of: .milliseconds(50))) * 2
        #expect(clock.now - start < longest + .seconds(1))
    }
}
