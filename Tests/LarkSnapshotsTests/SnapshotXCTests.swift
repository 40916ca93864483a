import Foundation
import Lark
@testable import LarkSnapshots
import LarkTestContext
import XCTest

/// `matchSnapshot` under XCTest: files are named after the test method.
final class SnapshotXCTests: XCTestCase {
    func testRecordsThenMatchesThenShowsTheDifference() {
        withSnapshotFolder { folder in
            let file = "testRecordsThenMatchesThenShowsTheDifference.1.txt"
            let recorded = inRun("first") { failures { expect("a\nb").to(matchSnapshot()) } }
            XCTAssertEqual(recorded, ["recorded snapshot __Snapshots__/SnapshotXCTests/\(file) (there was no reference): review it, then run the test again to compare\nfile: \(folder.snapshots())/\(file)"])
            XCTAssertEqual(folder.contents(file), "a\nb")

            XCTAssertEqual(inRun("second") { failures { expect("a\nb").to(matchSnapshot()) } }, [])

            let changed = inRun("third") { failures { expect("a\nc").to(matchSnapshot()) } }
            XCTAssertEqual(changed.count, 1)
            XCTAssertEqual(changed.first?.components(separatedBy: "\n").suffix(4), ["  lines differ:", "    a", "  - b", "  + c"])
            XCTAssertEqual(folder.contents(file), "a\nb")
        }
    }

    func testNumbersSnapshotsPerTestCase() {
        withSnapshotFolder { folder in
            _ = failures {
                expect("one").to(matchSnapshot())
                expect("two").to(matchSnapshot())
            }
            XCTAssertEqual(folder.files(), ["testNumbersSnapshotsPerTestCase.1.txt", "testNumbersSnapshotsPerTestCase.2.txt"])
        }
    }

    func testTheRunningTestsNameComesFromXCTest() throws {
        let name = try RunningTestName.current(function: #function).get()
        XCTAssertEqual(name.test, "testTheRunningTestsNameComesFromXCTest")
        // The class is known once Lark follows XCTest, which begins with the first snapshot of
        // the process: for this test, unless it runs alone.
        if XCTestObserver.shared.runningTestCase != nil {
            XCTAssertEqual(name.identity, "SnapshotXCTests.testTheRunningTestsNameComesFromXCTest")
        } else {
            XCTAssertNil(name.identity)
        }
    }

    func testRecordingNeverPasses() throws {
        try withSnapshotFolder { folder in
            try folder.write("same", to: "testRecordingNeverPasses.1.txt")
            let recorded = failures { expect("same").to(matchSnapshot(record: true)) }
            XCTAssertEqual(recorded.count, 1)
            XCTAssertTrue(recorded.first?.hasPrefix("recorded snapshot") == true)
            let fromEnvironment = inRun("env") { withRecordValue("all") { failures { expect("same").to(matchSnapshot()) } } }
            XCTAssertTrue(fromEnvironment.first?.contains("(LARK_RECORD_SNAPSHOTS=all)") == true)
        }
    }

    func testAnUnreadableFolderFails() throws {
        try withSnapshotFolder { folder in
            try FileManager.default.createDirectory(atPath: folder.root + "/__Snapshots__", withIntermediateDirectories: true)
            try "".write(toFile: folder.snapshots(), atomically: true, encoding: .utf8)
            let recorded = failures { expect("text").to(matchSnapshot()) }
            XCTAssertEqual(recorded, ["cannot read snapshot reference \(folder.snapshots())/testAnUnreadableFolderFails.1.txt: Not a directory"])
        }
    }

    func testNamedSnapshotsAreSanitised() {
        withSnapshotFolder { folder in
            _ = failures {
                expect("a").to(matchSnapshot(named: "../up/📸"))
                expect("b").to(matchSnapshot(named: "1"))
            }
            XCTAssertEqual(folder.files(), [
                "testNamedSnapshotsAreSanitised.1~\(SnapshotNaming.stableHash("1")).txt",
                "testNamedSnapshotsAreSanitised._._up__~\(SnapshotNaming.stableHash("../up/📸")).txt",
            ])
            XCTAssertEqual(folder.contents("testNamedSnapshotsAreSanitised._._up__~\(SnapshotNaming.stableHash("../up/📸")).txt"), "a")
        }
    }

    func testAHelperCannotStandInForTheTestWhenItsNameIsUnknown() {
        // What the matcher says when XCTest's test case is unknown and the caller is no test method.
        XCTAssertEqual(SnapshotProblem.xcTestNameUnknown(function: "assertScreen()").message.expectedMessage,
                       "cannot match a snapshot here: Lark began following XCTest during this test, so it knows the test only by the method that calls matchSnapshot, and assertScreen() is not a test method; call matchSnapshot in the test method itself")
    }
}
