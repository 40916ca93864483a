import Foundation

/// The running test, as one value: which framework runs it, which case it is and whether that
/// case still runs, and its name. LarkTestContext's `TestContext` reads it (the one reader of
/// Swift Testing and XCTest); the model gets it through `RunningTest`.
package struct CurrentTest: Sendable {
    /// The framework whose test this task belongs to.
    package enum Framework: Sendable, Equatable {
        case swiftTesting
        case xcTest
    }

    /// Nil when no test is known here: outside tests, in `Task.detached` under Swift Testing,
    /// or while XCTest is between test cases.
    package let framework: Framework?
    /// The running case; nil exactly when `framework` is nil.
    package let testCase: TestCaseIdentity?
    /// Swift Testing: the `Test.ID` text (`Module.Suite/name(label:)/File.swift:12:5`); XCTest:
    /// `Class.method`, or nil when Lark began following XCTest during this test case.
    package let name: String?
    /// Swift Testing: the test function's name (`name(label:)`); nil for XCTest.
    package let functionName: String?
    /// A parameterized case's arguments as text, in order, when they were asked for; else nil.
    package let argumentTexts: [String]?

    /// A value from its parts (the reader builds it; tests build others).
    package init(
        framework: Framework?, testCase: TestCaseIdentity?, name: String? = nil, functionName: String? = nil,
        argumentTexts: [String]? = nil
    ) {
        self.framework = framework
        self.testCase = testCase
        self.name = name
        self.functionName = functionName
        self.argumentTexts = argumentTexts
    }

    /// No test is known.
    package static let none = CurrentTest(framework: nil, testCase: nil)
}

/// One running test case: a key that is the same in all of the case's tasks and differs between
/// the cases that run at the same time, and, when it can be had, a way to tell that the case has
/// ended.
package struct TestCaseIdentity: Sendable, Equatable {
    /// Swift Testing: `Test.ID`, then for a parameterized case its argument IDs and Swift
    /// Testing's discriminator (which tells apart cases with equal arguments). XCTest:
    /// `xctest#<n>`, where n counts the test cases finished before this one.
    package let key: String
    /// Reports whether the case still runs; nil when that cannot be known (non-parameterized
    /// Swift Testing tests, whose key is stable for the whole run).
    package let liveness: TestCaseLiveness?

    /// A case with the given key and liveness.
    package init(key: String, liveness: TestCaseLiveness?) {
        self.key = key
        self.liveness = liveness
    }

    /// The same key and the same case instance (see `TestCaseLiveness.isSameCase`).
    package static func == (lhs: TestCaseIdentity, rhs: TestCaseIdentity) -> Bool {
        guard lhs.key == rhs.key else { return false }
        switch (lhs.liveness, rhs.liveness) {
        case (nil, nil): return true
        case let (mine?, theirs?): return mine === theirs || mine.isSameCase(as: theirs)
        default: return false
        }
    }
}

/// Tells whether a test case still runs, without keeping anything of it alive.
///
/// Swift Testing builds the argument list of each parameterized case when it starts the case,
/// and that list lives exactly as long as some copy of the case's `Test.Case` value: the
/// task-local binding that makes it `Test.Case.current` for the case's tasks. A liveness holds
/// the list's storage weakly, so it turns to "ended" when the case and every task that inherited
/// it are done. An XCTest case ends when XCTest's count of finished cases moves past it.
///
/// Sendable without a lock: both stored properties are immutable (`weak let` is only cleared by
/// the runtime, atomically), and the storage it watches is never read, only compared.
package final class TestCaseLiveness: Sendable {
    private weak let token: (AnyObject & Sendable)?
    private let stillRunning: (@Sendable () -> Bool)?

    /// Watches `token`; nil when there is nothing to watch.
    package init?(token: (AnyObject & Sendable)?) {
        guard let token else { return nil }
        self.token = token
        stillRunning = nil
    }

    /// Asks `stillRunning` (an XCTest case: whether the count of finished cases is unchanged).
    package init(while stillRunning: @escaping @Sendable () -> Bool) {
        token = nil
        self.stillRunning = stillRunning
    }

    /// False once the test case (and every task that inherited it) has finished.
    package var isRunning: Bool { stillRunning?() ?? (token != nil) }

    /// Whether two values describe the same case instance: the same watched token, or, for
    /// XCTest (whose keys never repeat), any two that still run.
    package func isSameCase(as other: TestCaseLiveness) -> Bool {
        if stillRunning != nil || other.stillRunning != nil { return isRunning && other.isRunning }
        guard let mine = token, let theirs = other.token else { return false }
        return mine === theirs
    }
}
