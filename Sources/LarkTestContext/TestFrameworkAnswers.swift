/// The test layer's answers to what the model asks (`RunningTest`): `TestContext`'s, the same
/// the engine uses. Found by name (see `RunningTest`): keep its name and module, or update
/// `RunningTest.answersTypeName`.
package enum TestFrameworkAnswers: RunningTestAnswers {
    package static var current: CurrentTest { TestContext.current() }
    package static func record(_ report: TestReport) -> Bool { TestContext.record(report) }
}
