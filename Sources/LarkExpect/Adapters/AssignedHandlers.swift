import LarkTestContext
internal import CLarkHandlerScopes

/// The handlers assigned to `NimbleAssertionHandler`, each kept for the test case that assigned
/// it (a Swift Testing case, or XCTest's running case until it finishes) or, assigned outside
/// tests, for the whole process: a client of LarkRuntime's `PerTestCase`, keyed by
/// `TestContext.current()`.
///
/// Each assignment adds `countUnit` to the counter of open handler scopes. So while nobody has
/// assigned, the passing path still stops at its one atomic load, and open `withAssertionHandler`
/// scopes (which add 1) do not make other tests take this lock.
package enum AssignedHandlers {
    /// What one assignment adds to the counter. Fewer than 2^24 scopes are ever open at once, so
    /// `open >= countUnit` means that an assignment exists (and 127 fit even in a 32-bit count).
    static var countUnit: CLong { 1 << 24 }

    // Sendable: `PerTestCase` of Sendable handlers is Sendable (its liveness holds a `weak let`).
    private struct State: Sendable {
        var assigned = PerTestCase<any AssertionHandler>()
        /// How many assignments the counter of open scopes holds.
        var counted = 0
    }

    private static let state = Locked(State())

    /// The handler assigned for what runs now, if any: the running test case's, else the one
    /// assigned outside tests.
    static var handler: (any AssertionHandler)? {
        let (outside, perCase) = state.withLock { state in
            sweep(&state)
            return (state.assigned.outsideTests, state.assigned.testCaseCount > 0)
        }
        // Reading the current test costs a reflection walk in a parameterized case; every
        // expectation of every test pays it while an assignment exists, so only when needed.
        guard perCase else { return outside }
        let test = TestContext.current().testCase
        return state.withLock { $0.assigned.value(for: test) ?? $0.assigned.outsideTests }
    }

    /// Installs `handler` for the running test case (or outside tests), or removes the
    /// assignment when `handler` is what the getter would give without it (a restore).
    static func assign(_ handler: any AssertionHandler) {
        let test = TestContext.current().testCase
        let scoped = HandlerScope.installed
        state.withLock { state in
            sweep(&state)
            // Under a test, the handler underneath is the one assigned outside tests.
            let underneath = scoped ?? (test == nil ? nil : state.assigned.outsideTests)
            state.assigned.set(isSame(handler, underneath) ? nil : handler, for: test)
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
            return state.assigned.values.contains { ($0 as AnyObject) === handler }
        }
    }

    /// Drops the assignments of test cases that have ended, so that the counter of open scopes
    /// falls back to zero once they have (and the passing path to its one atomic load).
    private static func sweep(_ state: inout State) {
        if state.assigned.sweep() { rebalance(&state) }
    }

    /// Makes the counter of open scopes hold exactly the assignments that `state` holds.
    private static func rebalance(_ state: inout State) {
        let count = state.assigned.count
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
