import Foundation
import Synchronization
#if canImport(Testing)
import Testing
#endif
#if canImport(XCTest)
import XCTest
#endif

/// Counts finished XCTest test cases. Atomic because XCTest's observer callbacks make no
/// isolation promise; the main actor compares it to decide when the default app is stale.
private let finishedXCTestCases = Atomic<Int>(0)

#if canImport(XCTest)
/// Bumps the counter after every XCTest test case, so each test starts with a fresh default
/// application.
private final class TestCaseFinishObserver: NSObject, XCTestObservation {
    func testCaseDidFinish(_ testCase: XCTestCase) {
        finishedXCTestCases.add(1, ordering: .relaxed)
    }
}
#endif

/// Resolves `Application.shared` (see `Application` for the rules).
@MainActor
enum TestScope {
    #if canImport(Testing)
    private static var perTestApplications: [Test.ID: Application] = [:]
    #endif
    private static var defaultApplication: Application?
    private static var defaultGeneration = -1
    private static var observerRegistered = false

    static func resolve() -> Application {
        if let scoped = Application.current { return scoped }
        #if canImport(Testing)
        if let test = Test.current {
            if let existing = perTestApplications[test.id] { return existing }
            let fresh = Application()
            perTestApplications[test.id] = fresh
            return fresh
        }
        #endif
        registerObserverIfNeeded()
        let generation = finishedXCTestCases.load(ordering: .relaxed)
        if let defaultApplication, generation == defaultGeneration { return defaultApplication }
        let fresh = Application()
        defaultApplication = fresh
        defaultGeneration = generation
        return fresh
    }

    static func reset() {
        guard Application.current == nil else { return }
        #if canImport(Testing)
        if let test = Test.current {
            perTestApplications[test.id] = Application()
            return
        }
        #endif
        defaultApplication = nil
    }

    private static func registerObserverIfNeeded() {
        guard !observerRegistered else { return }
        observerRegistered = true
        #if canImport(XCTest)
        XCTestObservationCenter.shared.addTestObserver(TestCaseFinishObserver())
        #endif
    }
}
