import LarkTestContext
internal import CLarkHandlerScopes

/// The handlers assigned to `NimbleAssertionHandler`, each kept for the test that assigned it:
/// a Swift Testing test case (by `SwiftTestingContext.currentTestCase`), XCTest's running test
/// case (until XCTest's count of finished cases moves on), or the whole process.
///
/// Each assignment adds `countUnit` to the counter of open handler scopes. So while nobody has
/// assigned, the passing path still stops at its one atomic load, and open `withAssertionHandler`
/// scopes (which add 1) do not make other tests take this lock.
package enum AssignedHandlers {
    /// What one assignment adds to the counter. Fewer than 2^24 scopes are ever open at once, so
    /// `open >= countUnit` means that an assignment exists (and 127 fit even in a 32-bit count).
    static var countUnit: CLong { 1 << 24 }

    private struct CaseEntry {
        let handler: any AssertionHandler
        /// Nil when the end of the case cannot be observed (non-parameterized tests).
        let liveness: TestCaseLiveness?

        /// An entry under the case's key is the case's own unless it belongs to an earlier run of
        /// a case with the same key (a repetition).
        func belongs(to testCase: TestCaseIdentity) -> Bool {
            guard let mine = liveness, let theirs = testCase.liveness else { return true }
            return mine.isSameCase(as: theirs)
        }
    }

    // Sendable by confinement: the one `State` lives inside `state`'s lock and is only read and
    // written in `withLock`; nothing of it leaves the lock but handlers, which are Sendable.
    // (`TestCaseLiveness`, the non-Sendable part, holds nothing but a weak reference.)
    private struct State: @unchecked Sendable {
        var perCase: [String: CaseEntry] = [:]
        var xcTest: (handler: any AssertionHandler, generation: Int)?
        var processWide: (any AssertionHandler)?
        /// How many assignments the counter of open scopes holds.
        var counted = 0
    }

    private static let state = Locked(State())

    /// The handler assigned for what runs now, if any.
    static var handler: (any AssertionHandler)? {
        let generation = xcTestGeneration
        return state.withLock { state in
            sweep(&state)
            if SwiftTestingContext.isRunningTest {
                if !state.perCase.isEmpty, let testCase = SwiftTestingContext.currentTestCase,
                   let entry = state.perCase[testCase.key], entry.belongs(to: testCase) {
                    return entry.handler
                }
                return state.processWide
            }
            if let generation, let xcTest = state.xcTest, xcTest.generation == generation { return xcTest.handler }
            return state.processWide
        }
    }

    /// Installs `handler` for the running test (or the process), or removes the assignment when
    /// `handler` is what the getter would give without it (a restore).
    static func assign(_ handler: any AssertionHandler) {
        let testCase = SwiftTestingContext.currentTestCase
        let generation = testCase == nil ? xcTestGeneration : nil
        let scoped = HandlerScope.installed
        state.withLock { state in
            sweep(&state)
            if let testCase {
                let restores = isSame(handler, scoped ?? state.processWide)
                state.perCase[testCase.key] = restores ? nil : CaseEntry(handler: handler, liveness: testCase.liveness)
            } else if let generation {
                let restores = isSame(handler, scoped ?? state.processWide)
                state.xcTest = restores ? nil : (handler, generation)
            } else {
                state.processWide = isSame(handler, scoped) ? nil : handler
            }
            rebalance(&state)
        }
    }

    /// How many assignments are held (ended test cases' are dropped first).
    package static var count: Int {
        state.withLock { state in
            sweep(&state)
            return state.counted
        }
    }

    /// Whether an assignment currently held is `handler` (the same instance).
    package static func holds(_ handler: AnyObject) -> Bool {
        state.withLock { state in
            sweep(&state)
            let held = state.perCase.values.map(\.handler) + [state.xcTest?.handler, state.processWide].compactMap { $0 }
            return held.contains { ($0 as AnyObject) === handler }
        }
    }

    /// XCTest's count of finished test cases, when this is an XCTest process that may be running
    /// a test case now; nil otherwise (then an assignment is for the whole process).
    private static var xcTestGeneration: Int? {
        guard TestProcess.current == .xcTest || TestProcess.current == .unknownTestRunner else { return nil }
        let observer = XCTestObserver.shared
        return observer.state == .idle ? nil : observer.finishedTestCases
    }

    /// Drops the assignments of test cases that have ended.
    private static func sweep(_ state: inout State) {
        if state.perCase.values.contains(where: { $0.liveness?.isRunning == false }) {
            state.perCase = state.perCase.filter { $0.value.liveness?.isRunning ?? true }
        }
        if let xcTest = state.xcTest, xcTest.generation != XCTestObserver.shared.finishedTestCases {
            state.xcTest = nil
        }
        rebalance(&state)
    }

    /// Makes the counter of open scopes hold exactly the assignments that `state` holds.
    private static func rebalance(_ state: inout State) {
        let count = state.perCase.count + (state.xcTest == nil ? 0 : 1) + (state.processWide == nil ? 0 : 1)
        guard count != state.counted else { return }
        clark_handler_scopes_add(CLong(count - state.counted) * countUnit)
        state.counted = count
    }

    /// Whether assigning `handler` gives back `underneath` (nil: the test-framework default).
    private static func isSame(_ handler: any AssertionHandler, _ underneath: (any AssertionHandler)?) -> Bool {
        guard let underneath else { return handler is TestFrameworkAssertionHandler }
        if handler is TestFrameworkAssertionHandler, underneath is TestFrameworkAssertionHandler { return true }
        // `as AnyObject` boxes a struct afresh each time, so only a class instance is identical
        // to itself here; two struct handlers are never taken for the same.
        return (handler as AnyObject) === (underneath as AnyObject)
    }
}
