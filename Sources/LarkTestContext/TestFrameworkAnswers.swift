import Foundation

/// The test layer's answers to what the model asks (`RunningTest`), from the same sources the
/// failure router uses: `SwiftTestingContext`, `XCTestObserver` and `ModelWarningReporter`.
/// Found by name (see `RunningTest`): keep its name and module, or update
/// `RunningTest.answersTypeName`.
package enum TestFrameworkAnswers: RunningTestAnswers {
    package static var currentTestCase: TestCaseIdentity? { SwiftTestingContext.currentTestCase }
    package static var finishedXCTestCases: Int { XCTestObserver.shared.finishedTestCases }
    package static func reportModelWarning(_ text: String, asFailure: Bool) -> Bool {
        ModelWarningReporter.report(text, asFailure: asFailure)
    }
}
