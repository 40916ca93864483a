import Foundation
import LarkExpect
import XCTest

/// The blocking forms, on XCTest's main thread, where they keep the run loop turning.
final class EngineBlockingWaitTests: XCTestCase {
    func testToEventuallySeesWorkQueuedOnTheMainQueue() {
        let shared = SharedInt()
        DispatchQueue.main.async { shared.value = 1 }
        let records = gatherExpectations(silently: true) {
            expect(shared.value).toEventually(equal(1), timeout: .seconds(5))
        }
        XCTAssertEqual(records.map(\.success), [true])
    }

    func testWaitUntilPassesWhenDoneIsCalledFromTheMainQueue() {
        let records = gatherExpectations(silently: true) {
            waitUntil(timeout: .seconds(5)) { done in
                DispatchQueue.main.async { done() }
            }
        }
        XCTAssertEqual(records.map(\.success), [true])
    }

    func testWaitUntilTimesOutWithTheTimeoutInTheMessage() {
        let failures = gatherFailingExpectations(silently: true) {
            waitUntil(timeout: .seconds(1)) { _ in }
        }
        XCTAssertEqual(failures.map(\.message.stringValue), ["Waited more than 1.0 second"])
    }

    func testWaitUntilRejectsASecondDone() {
        let failures = gatherFailingExpectations(silently: true) {
            waitUntil(timeout: .seconds(1)) { done in
                done()
                done()
            }
        }
        XCTAssertEqual(failures.map(\.message.stringValue), ["waitUntil(...) expects its completion closure to be only called once"])
    }

    func testPollingDefaultsAreOneSecondAndTenMilliseconds() {
        XCTAssertEqual(PollingDefaults.timeout, .seconds(1))
        XCTAssertEqual(PollingDefaults.pollInterval, .milliseconds(10))
    }
}
