@testable import LarkExpect
import LarkTestContext
import Synchronization
import Testing

/// Failures inside a Swift Testing test are recorded as exactly one `Issue`, at the caller's
/// location, with the full message and nothing else.
@Suite struct EngineSwiftTestingReportingTests {
    @Test func failureIsRecordedOnceAtTheCallersLineAndColumn() {
        let matched = Mutex(0)
        let line = #line + 2
        withKnownIssue {
            expect(1).to(equal(2))
        } matching: { issue in
            let isOurs = issue.comments.map(\.rawValue) == ["expected to equal <2>, got <1>"]
                && issue.sourceLocation?.line == line
                && issue.sourceLocation?.column == 19
                && issue.sourceLocation?.fileID == #fileID
            if isOurs { matched.withLock { $0 += 1 } }
            return isOurs
        }
        #expect(matched.withLock { $0 } == 1)
    }

    @Test func descriptionPrefixesTheMessageOnItsOwnLine() {
        withKnownIssue {
            expect("early").to(equal("late"), description: "the name")
        } matching: { issue in
            issue.comments.map(\.rawValue) == ["the name\nexpected to equal <late>, got <early>"]
        }
    }

    @Test func childTasksInheritTheTestAndReportToIt() async {
        await withKnownIssue {
            await Task {
                expect(true).to(beFalse())
            }.value
        } matching: { issue in
            issue.comments.map(\.rawValue) == ["expected to be false, got <true>"]
        }
    }

    @Test func failedRequireIsRecordedOnceAndStopsTheTest() throws {
        let issues = Mutex(0)
        var reachedEnd = false
        try withKnownIssue {
            _ = try require(3).to(equal(4))
            reachedEnd = true
        } matching: { issue in
            issues.withLock { $0 += 1 }
            return issue.comments.map(\.rawValue) == ["expected to equal <4>, got <3>"]
        }
        #expect(!reachedEnd)
        // `#require`'s error is recognised by Swift Testing as already recorded: no second
        // "Caught error" issue.
        #expect(issues.withLock { $0 } == 1)
    }

    @Test func passingRequireReturnsTheUnwrappedValue() throws {
        let maybe: Int? = 7
        let value: Int = try require(maybe).toNot(beNil())
        #expect(value == 7)
        #expect(try unwrap(maybe) == 7)
    }

    @Test func requirePassingOnNilHasNothingToReturnAndSaysSo() throws {
        try withKnownIssue {
            let nothing: Int? = nil
            _ = try require(nothing).to(beNil())
        } matching: { issue in
            issue.comments.first?.rawValue.hasPrefix("require(...) passed, but it has no value to return") == true
        }
    }

    @Test func theCurrentTestIsUnknownInADetachedTaskAndKnownInAChildTask() async {
        #expect(await Task.detached { TestContext.current().framework }.value == nil)
        #expect(await Task { TestContext.current().framework }.value == .swiftTesting)
    }

    @Test(arguments: [
        (CurrentTest.Framework?.some(.swiftTesting), TestProcess.xcTest, TestReport.Severity.failure, TestContext.Destination.swiftTesting),
        (.swiftTesting, .notATest, .warning, .swiftTesting),
        (nil, .swiftTesting, .failure, .swiftTesting),
        (nil, .swiftTesting, .warning, .swiftTesting),
        (.xcTest, .xcTest, .failure, .xcTest),
        (.xcTest, .xcTest, .warning, .standardError("XCTest has no warnings")),
        (nil, .xcTest, .failure, .standardError("reported outside any running test")),
        (nil, .unknownTestRunner, .failure, .bothFrameworks),
        (.xcTest, .unknownTestRunner, .warning, .standardError("the test runner is unknown")),
        (nil, .notATest, .failure, .standardError("no test framework is running")),
    ])
    func routing(framework: CurrentTest.Framework?, process: TestProcess, severity: TestReport.Severity, expected: TestContext.Destination) {
        #expect(TestContext.destination(framework: framework, process: process, severity: severity) == expected)
    }

    @Test func whatNoTestTakesIsWordedInOnePlace() {
        let failure = TestReport(
            "expected to equal <2>\nsecond line", severity: .failure,
            location: TestReport.Location(fileID: "M/F.swift", filePath: "/x/F.swift", line: 3, column: 9),
            kind: "expectation failed")
        #expect(TestReport.untakenLine(failure, reason: "no test framework is running")
            == "M/F.swift:3:9: expectation failed (no test framework is running): expected to equal <2>\n    second line\n")
        let warning = TestReport("LarkUI warning: refused", severity: .warning, location: nil, kind: nil)
        #expect(TestReport.untakenLine(warning, reason: "XCTest has no warnings") == "LarkUI warning: refused\n")
    }

    @Test(arguments: [
        (["/x/PkgPackageTests.xctest"], TestProcess.xcTest),
        (["/x/PkgPackageTests.xctest", "Module.Case/testA"], .xcTest),
        (["/x/PkgPackageTests.xctest", "--testing-library", "swift-testing"], .swiftTesting),
        (["/x/PkgPackageTests.xctest", "--filter", "A", "--testing-library", "swift-testing"], .swiftTesting),
        (["/x/PkgPackageTests.xctest", "--testing-library", "xctest"], .xcTest),
        (["/usr/bin/xctest", "/x/Pkg.xctest"], .unknownTestRunner),
        (["/x/lark-demo"], .notATest),
    ])
    func processKind(arguments: [String], expected: TestProcess) {
        #expect(TestProcess(arguments: arguments) == expected)
    }
}
