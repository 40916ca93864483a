import LarkExpect
import Testing
import XCTest

@Suite struct PollingDefaultsScopeTests {
    @Test(.pollingDefaults(timeout: .milliseconds(50)))
    func aTraitSetsTheDefaultsOfOneTest() async {
        #expect(PollingDefaults.timeout == .milliseconds(50))
        #expect(PollingDefaults.pollInterval == .milliseconds(10), "a nil argument keeps the default")
        let failures = await gatherFailingExpectations(silently: true) {
            await waitUntil { _ in }
        }
        #expect(failures.map(\.message.stringValue) == ["Waited more than 0.05 seconds"])
    }

    @Test func withoutATraitTheProcessDefaultsApply() {
        #expect(PollingDefaults.timeout == .seconds(1))
        #expect(PollingDefaults.pollInterval == .milliseconds(10))
    }

    @Test(arguments: 1...100)
    func parallelScopesDoNotSeeEachOther(_ milliseconds: Int) async {
        await PollingDefaults.withValues(timeout: .milliseconds(milliseconds)) {
            await Task.yield()
            #expect(PollingDefaults.timeout == .milliseconds(milliseconds))
            let seenByChild = await Task { PollingDefaults.timeout }.value
            #expect(seenByChild == .milliseconds(milliseconds), "child tasks inherit the scope")
            PollingDefaults.withValues(pollInterval: .milliseconds(milliseconds + 1)) {
                #expect(PollingDefaults.timeout == .milliseconds(milliseconds), "inner scopes keep what they don't set")
                #expect(PollingDefaults.pollInterval == .milliseconds(milliseconds + 1))
            }
        }
        #expect(PollingDefaults.timeout == .seconds(1), "the scope ends with the closure")
    }
}

@Suite(.pollingDefaults(timeout: .milliseconds(70), pollInterval: .milliseconds(7)))
struct PollingDefaultsSuiteTraitTests {
    @Test func everyTestOfTheSuiteSeesTheSuiteDefaults() {
        #expect(PollingDefaults.timeout == .milliseconds(70))
        #expect(PollingDefaults.pollInterval == .milliseconds(7))
    }

    @Test(.pollingDefaults(timeout: .milliseconds(20)))
    func aTestTraitRefinesTheSuiteTrait() {
        #expect(PollingDefaults.timeout == .milliseconds(20))
        #expect(PollingDefaults.pollInterval == .milliseconds(7))
    }
}

final class PollingDefaultsScopeXCTests: XCTestCase {
    func testAScopeAppliesToThePollingFormsInside() {
        let failures = PollingDefaults.withValues(timeout: .milliseconds(30)) {
            gatherFailingExpectations(silently: true) {
                expect(0).toEventually(equal(1))
            }
        }
        XCTAssertEqual(failures.map(\.message.stringValue), ["expected to eventually equal <1>, got <0>"])
        XCTAssertEqual(PollingDefaults.timeout, .seconds(1))
    }

    func testAnAsyncScopeAppliesToAwaitingForms() async {
        let failures = await PollingDefaults.withValues(timeout: .milliseconds(30)) {
            await gatherFailingExpectations(silently: true) {
                await waitUntil { _ in }
            }
        }
        XCTAssertEqual(failures.map(\.message.stringValue), ["Waited more than 0.03 seconds"])
    }
}
