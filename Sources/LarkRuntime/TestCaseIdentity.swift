import Foundation

/// One running test case: a key that is the same in all of the case's tasks and differs between
/// the cases that run at the same time, and, when it can be had, a way to tell that the case has
/// ended.
package struct TestCaseIdentity {
    /// `Test.ID`, then for a parameterized case its argument IDs and Swift Testing's discriminator
    /// (which tells apart cases with equal arguments).
    package let key: String
    /// Reports whether the case still runs; nil when that cannot be known (non-parameterized
    /// tests, whose key is stable for the whole run).
    package let liveness: TestCaseLiveness?

    /// A case with the given key and liveness.
    package init(key: String, liveness: TestCaseLiveness?) {
        self.key = key
        self.liveness = liveness
    }
}

/// Tells whether a test case still runs, without keeping anything of it alive.
///
/// Swift Testing builds the argument list of each parameterized case when it starts the case,
/// and that list lives exactly as long as some copy of the case's `Test.Case` value: the
/// task-local binding that makes it `Test.Case.current` for the case's tasks. This object holds
/// the list's storage weakly, so it turns to "ended" when the case and every task that inherited
/// it are done.
package final class TestCaseLiveness {
    private weak var token: AnyObject?

    /// Watches `token`; nil when there is nothing to watch.
    package init?(token: AnyObject?) {
        guard let token else { return nil }
        self.token = token
    }

    /// False once the test case (and every task that inherited it) has finished.
    package var isRunning: Bool { token != nil }

    /// Whether two values describe the same case instance (same token, not only the same key).
    package func isSameCase(as other: TestCaseLiveness) -> Bool {
        guard let mine = token, let theirs = other.token else { return false }
        return mine === theirs
    }
}
