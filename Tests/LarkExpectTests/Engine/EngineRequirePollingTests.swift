import Foundation
import LarkExpect
import Testing

@Suite struct EngineRequirePollingTests {
    @Test func pollingRequireReturnsTheValueOnceItMatches() async throws {
        let shared = SharedInt()
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.02) { shared.value = 9 }
        let value = try await require { shared.value }.toEventually(beGreaterThan(5), timeout: .seconds(5))
        #expect(value == 9)
    }

    @Test func pollingRequireThrowsAfterTheTimeoutWithTheLastValue() async {
        let records = await gatherExpectations(silently: true) {
            await #expect(throws: RequireError.self) {
                try await require { 1 }.toEventually(equal(2), timeout: .milliseconds(20))
            }
        }
        #expect(records.map(\.message.stringValue) == ["expected to eventually equal <2>, got <1>"])
        #expect(records.map(\.success) == [false])
    }

    @Test func pollUnwrapWaitsForAValue() async throws {
        let shared = SharedInt()
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.02) { shared.value = 4 }
        let value = try await pollUnwrap(timeout: .seconds(5)) { shared.value == 0 ? nil : shared.value }
        #expect(value == 4)
    }

    @Test func toNeverOnARequirementReturnsTheLastValue() async throws {
        #expect(try await require { 3 }.toNever(equal(4), until: .milliseconds(20)) == 3)
    }

    @Test func blockingPollingRequireOnABackgroundThread() throws {
        let shared = SharedInt()
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.02) { shared.value = 2 }
        #expect(try requires(shared.value).toEventually(equal(2), timeout: .seconds(5)) == 2)
    }
}

@Suite struct EngineNimbleSpellingTests {
    @Test func nilOperatorsMeanBeNil() {
        let none: Int? = nil
        let failures = gatherFailingExpectations(silently: true) {
            expect(none) == nil
            expect(1 as Int?) != nil
            expect(1 as Int?) == nil
            expect(none) != nil
        }
        #expect(failures.map(\.message.stringValue) == ["expected to be nil, got <1>", "expected to not be nil, got <nil>"])
    }

    @Test func compactMapFailsWhenTheTransformGivesNothing() {
        let failures = gatherFailingExpectations(silently: true) {
            expect("42").to(compactMap({ Int($0) }, equal(42)))
            expect("42").toNot(compactMap({ Int($0) }, equal(41)))
            expect("x").to(compactMap({ Int($0) }, equal(1)))
            expect("x").toNot(compactMap({ Int($0) }, equal(1)))
            expect(nil as String?).to(compactMap({ Int($0) }, equal(1)))
            expect("40").to(compactMap({ Int($0) }, equal(41)))
        }
        #expect(failures.map(\.message.stringValue) == [
            "expected to map String to a non-nil Int, got <x>",
            "expected to not map String to a non-nil Int, got <x>",
            "expected to map String to a non-nil Int, got <nil> (use beNil() to match nils)",
            "expected to equal <41>, got <40>",
        ])
    }

    @Test func beIsIdentity() {
        final class Object {}
        let first = Object(), second = Object()
        let failures = gatherFailingExpectations(silently: true) {
            expect(first).to(be(first))
            expect(first).toNot(be(second))
            expect(first).to(be(second))
        }
        #expect(failures.count == 1)
        #expect(failures.first?.message.stringValue.hasPrefix("expected to be identical to <0x") == true)
    }
}
