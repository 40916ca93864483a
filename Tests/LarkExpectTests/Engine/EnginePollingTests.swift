import Foundation
import LarkExpect
import Synchronization
import Testing

@Suite struct EnginePollingTests {
    @Test func toEventuallyPassesOnceABackgroundThreadChangesTheValue() {
        let box = SharedInt()
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.05) { box.value = 3 }
        let records = gatherExpectations(silently: true) {
            expect(box.value).toEventually(equal(3), timeout: .seconds(5))
        }
        #expect(records.map(\.success) == [true])
    }

    @Test func toEventuallyTimesOutWithTheLastObservedValue() {
        let box = SharedInt()
        box.value = 1
        let records = gatherFailingExpectations(silently: true) {
            expect(box.value).toEventually(equal(2), timeout: .milliseconds(50), pollInterval: .milliseconds(5))
        }
        // A synchronous Swift Testing test runs on a concurrency thread, which the poll blocks:
        // the hint goes below Nimble's text.
        #expect(records.map(\.message.stringValue) == ["expected to eventually equal <2>, got <1>"])
        #expect(records.map(\.message.fullText) == ["expected to eventually equal <2>, got <1>\n" + blockingHint])
    }

    @Test func eachPollEvaluatesTheExpressionAgain() {
        let counter = SharedInt()
        _ = gatherExpectations(silently: true) {
            expect { counter.value += 1; return counter.value }.toEventually(equal(4), timeout: .seconds(5), pollInterval: .milliseconds(1))
        }
        #expect(counter.value == 4)
    }

    @Test func toEventuallyNotAndItsSpellings() {
        let failures = gatherFailingExpectations(silently: true) {
            expect(0).toEventuallyNot(equal(0), timeout: .milliseconds(20))
            expect(0).toNotEventually(equal(0), timeout: .milliseconds(20))
        }
        #expect(failures.map(\.message.fullText) == Array(repeating: "expected to eventually not equal <0>, got <0>\n" + blockingHint, count: 2))
    }

    @Test func aThrowingExpressionFailsAtOnce() {
        struct Boom: Error, CustomStringConvertible { var description: String { "boom" } }
        let clock = ContinuousClock()
        let start = clock.now
        let failures = gatherFailingExpectations(silently: true) {
            expect { () throws -> Int in throw Boom() }.toEventually(equal(1), timeout: .seconds(5))
        }
        #expect(failures.map(\.message.stringValue) == ["unexpected error thrown: <boom>"])
        #expect(clock.now - start < .seconds(2))
    }

    @Test func toNeverFailsAtTheFirstMatchAndPassesOtherwise() {
        let failures = gatherFailingExpectations(silently: true) {
            expect(1).toNever(equal(1), until: .milliseconds(30))
            expect(1).neverTo(equal(2), until: .milliseconds(30))
        }
        #expect(failures.map(\.message.stringValue) == ["expected to never equal <1>, got <1>"])
    }

    @Test func toAlwaysFailsAtTheFirstMismatch() {
        let box = SharedInt()
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.02) { box.value = 5 }
        let failures = gatherFailingExpectations(silently: true) {
            expect(box.value).toAlways(equal(0), until: .seconds(2), pollInterval: .milliseconds(2))
            expect(3).alwaysTo(equal(3), until: .milliseconds(20))
        }
        #expect(failures.map(\.message.stringValue) == ["expected to always equal <0>, got <5>"])
    }

    @Test func descriptionPrefixesAPollingFailure() {
        let failures = gatherFailingExpectations(silently: true) {
            expect { 0 }.toEventually(equal(1), timeout: .milliseconds(10), description: "still zero")
        }
        #expect(failures.map(\.message.fullText) == ["still zero\nexpected to eventually equal <1>, got <0>\n" + blockingHint])
    }

    @Test @MainActor func asyncToEventuallyLetsMainActorWorkRun() async {
        var value = 0
        Task { @MainActor in value = 7 }
        let records = await gatherExpectations(silently: true) {
            await expect { value }.toEventually(equal(7), timeout: .seconds(5))
        }
        #expect(records.map(\.success) == [true])
    }

    @Test @MainActor func asyncFormOfASyncExpectationPollsToo() async {
        var value = 0
        Task { @MainActor in value = 2 }
        let records = await gatherExpectations(silently: true) {
            await expect(value).toEventually(equal(2), timeout: .seconds(5))
        }
        #expect(records.map(\.success) == [true])
    }

    @Test func asyncExpectationAwaitsTheExpression() async {
        actor Store { var count = 3 }
        let store = Store()
        let failures = await gatherFailingExpectations(silently: true) {
            await expect { await store.count }.to(equal(3))
            await expect { await store.count }.toNot(equal(3))
            await expecta(await store.count).to(equal(4))
        }
        #expect(failures.map(\.message.stringValue) == ["expected to not equal <3>, got <3>", "expected to equal <4>, got <3>"])
    }

    @Test func asyncWaitUntilPassesWhenDoneIsCalledLater() async {
        let records = await gatherExpectations(silently: true) {
            await waitUntil(timeout: .seconds(5)) { done in
                DispatchQueue.global().asyncAfter(deadline: .now() + 0.02) { done() }
            }
        }
        #expect(records.map(\.success) == [true])
    }

    @Test func asyncWaitUntilTimesOutWithTheTimeoutInTheMessage() async {
        let failures = await gatherFailingExpectations(silently: true) {
            await waitUntil(timeout: .milliseconds(10)) { _ in }
        }
        #expect(failures.map(\.message.stringValue) == ["Waited more than 0.01 seconds"])
    }

    @Test func asyncWaitUntilRejectsASecondDone() async {
        let failures = await gatherFailingExpectations(silently: true) {
            await waitUntil(timeout: .seconds(1)) { done in
                done()
                done()
            }
        }
        #expect(failures.map(\.message.stringValue) == ["waitUntil(...) expects its completion closure to be only called once"])
    }
}
