import Foundation
import LarkTestContext

/// Resolves `Application.shared` (see `Application` for the rules). Which test runs is asked of
/// `LarkTestContext`, so no file of the model imports a test framework itself.
@MainActor
enum TestScope {
    /// One application per running Swift Testing test case.
    private struct CaseEntry {
        let application: Application
        /// Nil when the end of the case cannot be observed (non-parameterized tests).
        let liveness: TestCaseLiveness?
    }

    private static var perCase: [String: CaseEntry] = [:]
    /// The size of `perCase` after the last sweep; the next sweep runs when it has doubled, so
    /// sweeping costs amortised constant time per new case.
    private static var sizeAfterSweep = 0
    private static var defaultApplication: Application?
    private static var defaultGeneration = -1

    static func resolve() -> Application {
        if let scoped = Application.current { return scoped }
        if let testCase = SwiftTestingContext.currentTestCase {
            if let existing = perCase[testCase.key], isCurrent(existing, for: testCase) {
                return existing.application
            }
            return install(Application(), for: testCase)
        }
        let generation = XCTestObserver.shared.finishedTestCases
        if let defaultApplication, generation == defaultGeneration { return defaultApplication }
        let fresh = Application()
        defaultApplication = fresh
        defaultGeneration = generation
        return fresh
    }

    static func reset() {
        guard Application.current == nil else { return }
        if let testCase = SwiftTestingContext.currentTestCase {
            install(Application(), for: testCase)
            return
        }
        defaultApplication = nil
    }

    /// How many per-test-case applications are held (for tests of the sweeping).
    package static var heldTestCaseApplications: Int { perCase.count }

    /// Frees the applications of every test case known to have ended, and returns how many
    /// remain.
    @discardableResult
    package static func sweepEndedTestCases() -> Int {
        perCase = perCase.filter { $0.value.liveness?.isRunning ?? true }
        sizeAfterSweep = perCase.count
        return perCase.count
    }

    /// An entry found under the case's key is the case's own unless it belongs to an earlier run
    /// of a case with the same key (a repetition) that has ended.
    private static func isCurrent(_ entry: CaseEntry, for testCase: TestCaseIdentity) -> Bool {
        guard let mine = entry.liveness, let theirs = testCase.liveness else { return true }
        return mine.isSameCase(as: theirs)
    }

    @discardableResult
    private static func install(_ application: Application, for testCase: TestCaseIdentity) -> Application {
        if perCase.count >= max(64, 2 * sizeAfterSweep) { sweepEndedTestCases() }
        perCase[testCase.key] = CaseEntry(application: application, liveness: testCase.liveness)
        return application
    }
}
