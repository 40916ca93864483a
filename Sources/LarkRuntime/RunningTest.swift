import Foundation

/// What code that links no test framework (the view-tree model) asks of the test layer.
/// LarkTestContext, the one module that knows XCTest and Swift Testing, answers
/// (`TestFrameworkAnswers`, which forwards to its `TestContext`).
package protocol RunningTestAnswers: SendableMetatype {
    /// The test the current task runs in.
    static var current: CurrentTest { get }
    /// Sends `report` to the running test; false when no test took it.
    static func record(_ report: TestReport) -> Bool
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

    /// The test the current task runs in (`.none` without the test layer).
    package static var current: CurrentTest { answers?.current ?? .none }

    /// Sends `report` to the running test; false when no test took it (or there is no test
    /// layer), and then it is printed on standard error if it asks to be.
    @discardableResult
    package static func record(_ report: TestReport) -> Bool {
        if let answers { return answers.record(report) }
        if report.printsWhenUntaken { FileHandle.standardError.write(Data(TestReport.untakenLine(report, reason: nil).utf8)) }
        return false
    }
}

extension TestReport {
    /// The line printed on standard error for a report no test took: the one place that words it.
    package static func untakenLine(_ report: TestReport, reason: String?) -> String {
        let indented = report.text.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\n    ")
        let place = report.location.map { "\($0.fileID):\($0.line):\($0.column): " } ?? ""
        guard let kind = report.kind else { return "\(place)\(indented)\n" }
        let why = reason.map { " (\($0))" } ?? ""
        return "\(place)\(kind)\(why): \(indented)\n"
    }
}
