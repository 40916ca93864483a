import Lark
import Synchronization
import Testing
import XCTest

/// Presents from a controller whose view is in no window: UIKit refuses and only logs.
@MainActor
private func presentFromADetachedController() -> ViewController {
    let detached = ViewController()
    detached.loadViewIfNeeded()
    let modal = ViewController()
    detached.present(modal, animated: false)
    return modal
}

private let refusal = "present <ViewController> on <ViewController> whose view is not in the window hierarchy!"

// The two tests that let a warning reach Swift Testing check it through `withKnownIssue`, which
// fails the test when the expected issue is not recorded; every other test captures.
@Suite @MainActor struct ModelWarningReportingTests {
    @Test func aRefusedPresentationIsAWarningOfTheRunningTest() {
        withKnownIssue {
            let modal = presentFromADetachedController()
            #expect(modal.presentingViewController == nil, "the refusal changes nothing")
        } matching: { issue in
            issue.severity == .warning && issue.comments.contains { $0.rawValue.contains(refusal) }
        }
        #expect(Application.shared.warnings.count == 1)
    }

    @Test(.modelWarningsAreFailures) func theTraitMakesItAFailure() {
        withKnownIssue {
            _ = presentFromADetachedController()
        } matching: { issue in
            issue.severity == .error && issue.comments.contains { $0.rawValue.contains(refusal) }
        }
    }

    @Test func aScopeMakesThemFailures() {
        #expect(!ModelWarnings.areFailures)
        ModelWarnings.withFailures {
            #expect(ModelWarnings.areFailures)
        }
        #expect(!ModelWarnings.areFailures, "the scope ends with the closure")
    }

    // Warnings are failures here, so a warning that escaped the capture would fail the test.
    @Test(.modelWarningsAreFailures) func aCaptureTakesTheWarningsInsteadOfTheTest() {
        let warnings = ModelWarnings.capture {
            _ = presentFromADetachedController()
        }
        #expect(warnings.count == 1)
        #expect(warnings.first?.contains(refusal) == true, "\(warnings)")
        #expect(Application.shared.warnings == warnings, "the application still keeps them")
    }

    @Test(.modelWarningsAreFailures) func aCaptureCoversTheTasksItStarts() async {
        let warnings = await ModelWarnings.capture {
            await Task { @MainActor in Application.shared.recordWarning("from a task") }.value
            async let child: Void = { @MainActor in Application.shared.recordWarning("from a child task") }()
            await child
        }
        #expect(warnings == ["from a task", "from a child task"])
    }

    @Test func theInnermostCaptureTakesTheWarnings() {
        var inner: [String] = []
        let outer = ModelWarnings.capture {
            Application.shared.recordWarning("outer")
            inner = ModelWarnings.capture { Application.shared.recordWarning("inner") }
        }
        #expect(outer == ["outer"])
        #expect(inner == ["inner"])
    }
}

@Suite(.modelWarningsAreFailures) @MainActor struct StrictSuiteTests {
    @Test func everyTestOfTheSuiteIsStrict() {
        #expect(ModelWarnings.areFailures)
    }

    @Test(.modelWarningsAreWarnings) func aTestCanOptOut() {
        #expect(!ModelWarnings.areFailures)
    }
}

/// Captures XCTest failures instead of recording them, to check what reaches XCTest.
@MainActor
final class ModelWarningReportingXCTests: XCTestCase {
    private let failures = Mutex<[String]>([])

    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        failures.withLock { $0.append(description) }
    }

    func testAWarningIsOnlyPrintedAndKept() async {
        Application.shared.printsWarnings = false
        _ = presentFromADetachedController()
        XCTAssertEqual(failures.withLock { $0 }, [])
        XCTAssertEqual(Application.shared.warnings.count, 1)
        XCTAssertTrue(Application.shared.warnings[0].contains(refusal))
    }

    func testACaptureKeepsWarningsFromTheTestCase() async {
        let warnings = ModelWarnings.withFailures {
            ModelWarnings.capture { _ = presentFromADetachedController() }
        }
        XCTAssertEqual(failures.withLock { $0 }, [])
        XCTAssertEqual(warnings.count, 1)
        XCTAssertTrue(warnings.first?.contains(refusal) == true, "\(warnings)")
    }

    func testWarningsAsFailuresFailTheRunningTestCase() async {
        ModelWarnings.withFailures {
            _ = presentFromADetachedController()
        }
        let failures = failures.withLock { recorded in
            defer { recorded = [] }
            return recorded
        }
        XCTAssertEqual(failures.count, 1)
        XCTAssertTrue(failures.first?.contains(refusal) == true, "\(failures)")
    }
}
