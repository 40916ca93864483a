import Foundation
import LarkRuntime

/// Resolves `Application.shared` (see `Application` for the rules): a client of LarkRuntime's
/// `PerTestCase`, keyed by `RunningTest.current` (the model links no test framework).
@MainActor
enum TestScope {
    /// One application per running test case, and one outside tests.
    private static var applications = PerTestCase<Application>()

    static func resolve() -> Application {
        if let scoped = Application.current { return scoped }
        let testCase = RunningTest.current.testCase
        if let existing = applications.value(for: testCase) { return existing }
        let fresh = Application()
        applications.set(fresh, for: testCase)
        return fresh
    }

    static func reset() {
        guard Application.current == nil else { return }
        applications.set(nil, for: RunningTest.current.testCase)
    }

    /// How many per-test-case applications are held (for tests of the sweeping).
    package static var heldTestCaseApplications: Int { applications.testCaseCount }

    /// Frees the applications of every test case known to have ended, and returns how many
    /// remain.
    @discardableResult
    package static func sweepEndedTestCases() -> Int {
        applications.sweep()
        return applications.testCaseCount
    }
}
