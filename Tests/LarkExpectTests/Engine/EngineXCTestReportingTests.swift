import LarkExpect
import XCTest

/// Failures inside an XCTest test reach XCTest exactly once, at the caller's file and line,
/// including failures from a detached task (where Swift Testing's current test is unknown).
final class EngineXCTestReportingTests: XCTestCase {
    private struct Recorded: Equatable {
        let description: String
        let file: String
        let line: Int
    }

    /// Only failures recorded while `capturing` is set are intercepted, so the test's own
    /// assertions still fail it.
    private var captured: [Recorded]?

    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        if captured != nil {
            captured?.append(Recorded(description: description, file: filePath, line: lineNumber))
        } else {
            super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
    }

    private func capture(_ body: () throws -> Void) -> [Recorded] {
        captured = []
        XCTAssertNoThrow(try body())
        defer { captured = nil }
        return captured ?? []
    }

    func testFailureIsRecordedOnceAtTheCallersFileAndLine() {
        let line = #line + 1
        let failures = capture { expect([1, 2]).to(contain(3)) }
        XCTAssertEqual(failures, [Recorded(description: "failed - expected to contain <3>, got <[1, 2]>", file: #filePath, line: line)])
    }

    func testTheDifferenceReachesXCTestBelowNimblesLine() {
        let line = #line + 1
        let failures = capture { expect([1, 2, 9]).to(equal([1, 2, 3])) }
        let text = "failed - expected to equal <[1, 2, 3]>, got <[1, 2, 9]>\nDifference (- expected, + actual):\n  [2]: expected 3, got 9"
        XCTAssertEqual(failures, [Recorded(description: text, file: #filePath, line: line)])
    }

    func testPassingExpectationRecordsNothing() {
        let failures = capture {
            expect(2).to(equal(2))
            expect(2).toNot(equal(3))
        }
        XCTAssertEqual(failures, [])
    }

    func testFailureFromADetachedTaskStillLandsInTheRunningTest() {
        let line = #line + 4
        let failures = capture {
            let finished = expectation(description: "detached task finished")
            Task.detached {
                expect("late").to(equal("early"))
                finished.fulfill()
            }
            wait(for: [finished], timeout: 5)
        }
        XCTAssertEqual(failures.map(\.description), ["failed - expected to equal <early>, got <late>"])
        XCTAssertEqual(failures.map(\.line), [line])
    }

    func testStatusReportsWhatThePredicatesConcluded() {
        _ = capture {
            XCTAssertEqual(expect(1).to(equal(1)).status, .passed)
            XCTAssertEqual(expect(1).to(equal(2)).status, .failed)
            XCTAssertEqual(expect(1).to(equal(1)).to(equal(2)).status, .mixed)
        }
    }

    func testOnFailureThrowsOnlyAfterAFailure() {
        struct Stop: Error {}
        _ = capture {
            XCTAssertNoThrow(try expect(1).to(equal(1)).onFailure(throw: Stop()))
            XCTAssertThrowsError(try expect(1).to(equal(2)).onFailure(throw: Stop())) { XCTAssertTrue($0 is Stop) }
        }
    }
}
