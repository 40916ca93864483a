@testable import LarkExpect
import Foundation
import Synchronization
import Testing

// A look at an async closure hops to the global executor and back; a hop that waits for a
// thread is starvation, and the poll's window must not be spent on it (PollWindow.swift).

/// An actor that a test can keep busy, standing in for a main actor held by other work.
private actor BusyCaller {
    let holding = Mutex(false)
    let releaseAt = Mutex<ContinuousClock.Instant?>(nil)

    func evaluate(_ expression: AsyncExpression<Int>) async -> Duration {
        _ = try? await expression.evaluate()
        return expression.waits?.take() ?? .zero
    }

    /// Holds the actor (and a thread), saying so as it starts, until `releaseAt` has passed.
    func hold() {
        holding.withLock { $0 = true }
        let clock = ContinuousClock()
        let giveUp = clock.now + .seconds(10)
        while clock.now < (releaseAt.withLock { $0 } ?? giveUp), clock.now < giveUp {
            Thread.sleep(forTimeInterval: 0.001)
        }
    }
}

@Suite struct ExecutorWaitsTests {
    @Test func theHopBackToABusyCallerIsAWait() async {
        let caller = BusyCaller()
        let expression = AsyncExpression<Int>(isolatedClosure: {
            // The caller is suspended in `evaluate`, so `hold` gets the actor; once it has, return
            // and let it go 200 ms later.
            Task { await caller.hold() }
            let clock = ContinuousClock()
            let giveUp = clock.now + .seconds(10)
            while !caller.holding.withLock({ $0 }), clock.now < giveUp { try? await Task.sleep(for: .milliseconds(1)) }
            caller.releaseAt.withLock { $0 = clock.now + .milliseconds(200) }
            return 1
        }, location: SourceLocation())
        let waited = await caller.evaluate(expression)
        #expect(caller.holding.withLock { $0 })
        #expect(waited >= .milliseconds(150), "the return waited for the held actor")
    }

    @Test func aPromptLookWaitsForNothingAndTakingResets() async throws {
        let expression = AsyncExpression<Int>(isolatedClosure: { 1 }, location: SourceLocation())
        #expect(try await expression.evaluate() == 1)
        let waits = try #require(expression.waits)
        #expect(waits.take() < .milliseconds(500))
        #expect(waits.take() == .zero)
    }

    @Test func copiesAndTransformsShareTheWaits() throws {
        let expression = AsyncExpression<Int>(isolatedClosure: { 1 }, location: SourceLocation())
        let waits = try #require(expression.waits)
        #expect(expression.withCaching().waits === waits)
        #expect(expression.withoutCaching().waits === waits)
        #expect(expression.cast { $0.map(String.init) }.waits === waits)
        #expect(AsyncExpression<Int>(expression: { 1 }, location: SourceLocation()).waits == nil)
    }
}

@Suite struct StarvedLookTests {
    /// A first look that takes longer than the whole window (and reports all of it as waiting
    /// for a thread, or none); the value changes after it.
    private func poll(firstLookWaited: Bool) async -> PollVerdict {
        let looks = Mutex(0)
        return await Poller.poll(mode: .eventually, duration: .milliseconds(60), interval: .milliseconds(5)) {
            let number = looks.withLock { count in
                count += 1
                return count
            }
            guard number == 1 else { return PollStep(passed: true) { FailureMessage(stringValue: "fresh") } }
            let took = await ContinuousClock().measure { try? await Task.sleep(for: .milliseconds(120)) }
            return PollStep(passed: false, waited: firstLookWaited ? took : .zero) { FailureMessage(stringValue: "stale") }
        }
    }

    @Test func aLookThatWaitedForAThreadKeepsTheWindowOpen() async {
        #expect(await poll(firstLookWaited: true).passed)
    }

    /// The control: the same slow look that did not wait (it ran) ends the window.
    @Test func aLookThatRanLongEndsTheWindow() async {
        let verdict = await poll(firstLookWaited: false)
        #expect(!verdict.passed)
        #expect(verdict.message?.stringValue == "stale")
    }

    @Test func aWaitWithinOneIntervalMovesNothing() {
        var window = PollWindow(duration: .milliseconds(10), interval: .milliseconds(5))
        let before = window.deadline
        window.starved(for: .milliseconds(5))
        #expect(window.deadline == before)
        window.starved(for: .milliseconds(6))
        #expect(window.deadline == before + .milliseconds(6))
        window.starved(for: .seconds(60))
        #expect(window.deadline == before + PollWindow.maximumExtension(of: .milliseconds(10)))
    }
}
