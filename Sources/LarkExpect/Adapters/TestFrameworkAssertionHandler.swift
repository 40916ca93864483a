/// The default destination of failures: the test framework that runs the current test.
///
/// * Inside a Swift Testing test: one `Issue` at the expectation's location.
/// * Inside an XCTest test: one XCTest failure at the expectation's file and line.
/// * Where the current Swift Testing test is unknown (`Task.detached`, Dispatch threads): the
///   failure goes to both frameworks; each process of `swift test` runs only one of them, so it
///   arrives once (in Swift Testing it fails the run as an issue outside any test).
/// * Outside any test process (e.g. a command-line demo): printed to standard error.
///
/// Passing verdicts are ignored.
public struct TestFrameworkAssertionHandler: AssertionHandler {
    /// The default handler.
    public init() {}

    /// Routes a failure as described above.
    public func assert(_ assertion: Bool, message: FailureMessage, location: SourceLocation) {
        if !assertion { FailureRouter.report(message.stringValue, at: location) }
    }
}

/// Decides where a failure goes. All routing lives here so that a change in how the two
/// frameworks coexist is a change in one place (and is covered by one set of tests).
enum FailureRouter {
    /// Where a failure goes.
    enum Destination: Equatable {
        /// The running Swift Testing test.
        case swiftTesting
        /// Unattributed (e.g. from `Task.detached`): both frameworks; in any `swift test`
        /// process only one of them is live, so the failure arrives once.
        case bothFrameworks
        /// No framework can take it: printed to standard error, with the reason.
        case standardError(String)
    }

    /// The routing decision, kept pure so that every case is tested.
    static func destination(inSwiftTestingTest: Bool, xcTestMayBeRunning: Bool, isTestProcess: Bool) -> Destination {
        if inSwiftTestingTest { return .swiftTesting }
        if xcTestMayBeRunning { return .bothFrameworks }
        return .standardError(isTestProcess ? "reported outside any running test" : "no test framework is running")
    }

    static func report(_ text: String, at location: SourceLocation) {
        let route = destination(
            inSwiftTestingTest: SwiftTestingReporter.isRunningTest,
            xcTestMayBeRunning: XCTestReporter.mayBeRunningTest,
            isTestProcess: XCTestReporter.isTestProcess)
        switch route {
        case .swiftTesting:
            SwiftTestingReporter.record(text, at: location)
        case .bothFrameworks:
            XCTestReporter.fail(text, at: location)
            SwiftTestingReporter.record(text, at: location)
        case let .standardError(reason):
            StandardErrorReporter.report(text, at: location, reason: reason)
        }
    }

    /// Reports a failed `require` and returns the error it must throw.
    ///
    /// In a Swift Testing test the failure is recorded through `#require`, whose error Swift
    /// Testing recognises as already reported, so the failure appears exactly once.
    static func failRequirement(_ text: String, at location: SourceLocation, customError: (any Error)?) -> any Error {
        if let handler = HandlerScope.installed {
            handler.assert(false, message: FailureMessage(stringValue: text), location: location)
        } else if customError == nil, SwiftTestingReporter.isRunningTest,
                  let recorded = SwiftTestingReporter.recordRequirement(text, at: location) {
            return recorded
        } else {
            report(text, at: location)
        }
        return customError ?? RequireError(message: text, location: location)
    }
}
