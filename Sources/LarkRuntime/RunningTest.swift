import Foundation

/// What code that links no test framework (the view-tree model) asks about the running test.
/// LarkTestContext, the one module that knows XCTest and Swift Testing, answers
/// (`TestFrameworkAnswers`).
package protocol RunningTestAnswers: SendableMetatype {
    /// The Swift Testing test case the current task runs in, or nil outside one.
    static var currentTestCase: TestCaseIdentity? { get }
    /// How many XCTest test cases have finished: changes whenever one ends.
    static var finishedXCTestCases: Int { get }
    /// Records a model warning in the running test; false when no test took it.
    static func reportModelWarning(_ text: String, asFailure: Bool) -> Bool
}

/// The running test, as far as this process can tell.
///
/// The model must not link a test framework (apps depend on it), and neither XCTest nor Swift
/// Testing runs code of ours before the first test, so the model cannot be handed the answers.
/// It finds them instead: LarkTestContext's `TestFrameworkAnswers` is looked up once by its
/// mangled name, which succeeds exactly when the test layer is linked into the process (any
/// target that imports Lark or LarkExpect) and fails in an app, where there is no test to ask.
/// `RunningTestLookupTests` fails if the name and the type drift apart.
package enum RunningTest {
    /// The mangled name of `LarkTestContext.TestFrameworkAnswers`.
    package static let answersTypeName = "15LarkTestContext0B16FrameworkAnswersO"

    /// The test layer's answers, or nil when it is not linked.
    package static let answers: (any RunningTestAnswers.Type)? = _typeByName(answersTypeName) as? any RunningTestAnswers.Type

    /// The Swift Testing test case the current task runs in (nil outside one, or without the
    /// test layer).
    package static var currentTestCase: TestCaseIdentity? { answers?.currentTestCase }

    /// How many XCTest test cases have finished (0 without the test layer).
    package static var finishedXCTestCases: Int { answers?.finishedXCTestCases ?? 0 }

    /// Records a model warning in the running test; false when no test took it.
    package static func reportModelWarning(_ text: String, asFailure: Bool) -> Bool {
        answers?.reportModelWarning(text, asFailure: asFailure) ?? false
    }
}
