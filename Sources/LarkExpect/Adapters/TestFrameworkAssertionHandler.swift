/// The default destination of failures: the test framework that runs the current test.
///
/// * Inside a Swift Testing test: one `Issue` at the expectation's location.
/// * Inside an XCTest test: one XCTest failure at the expectation's file and line.
/// * Where the current Swift Testing test is unknown (`Task.detached`, Dispatch threads): the
///   failure goes to the framework this process runs (`swift test` runs XCTest and Swift Testing
///   in two processes): XCTest's running test case, or Swift Testing's run, which it fails as an
///   issue of an unknown test. A runner of unknown kind gets it through both frameworks, each
///   of which ignores it when it runs no test, so it still arrives once.
/// * Outside any test process (e.g. a command-line demo): printed to standard error.
///
/// Passing verdicts are ignored.
public struct TestFrameworkAssertionHandler: AssertionHandler {
    /// The default handler.
    public init() {}

    /// Routes a failure as described above.
    public func assert(_ assertion: Bool, message: FailureMessage, location: SourceLocation) {
        if !assertion { FailureRouter.report(message, at: location) }
    }
}

/// Decides where a failure goes. All routing lives here so that a change in how the two
/// frameworks coexist is a change in one place (and is covered by one set of tests).
enum FailureRouter {
    /// Where a failure goes.
    enum Destination: Equatable {
        /// Swift Testing (the running test, or the run itself when the test is unknown).
        case swiftTesting
        /// XCTest's running test case.
        case xcTest
        /// A test process of unknown kind (e.g. another runner): both frameworks. Each ignores
        /// calls while it runs no test, so the failure arrives once.
        case bothFrameworks
        /// No framework can take it: printed to standard error, with the reason.
        case standardError(String)
    }

    /// The routing decision, kept pure so that every case is tested.
    static func destination(inSwiftTestingTest: Bool, process: TestProcess, xcTestMayBeRunning: Bool) -> Destination {
        if inSwiftTestingTest { return .swiftTesting }
        switch process {
        case .swiftTesting:
            // No current test (e.g. `Task.detached`): recorded for the run, which then fails.
            return .swiftTesting
        case .xcTest:
            return xcTestMayBeRunning ? .xcTest : .standardError("reported outside any running test")
        case .unknownTestRunner:
            return .bothFrameworks
        case .notATest:
            return .standardError("no test framework is running")
        }
    }

    static func report(_ message: FailureMessage, at location: SourceLocation) {
        let text = message.fullText
        let route = destination(
            inSwiftTestingTest: SwiftTestingReporter.isRunningTest,
            process: TestProcess.current,
            xcTestMayBeRunning: XCTestReporter.mayBeRunningTest)
        switch route {
        case .swiftTesting:
            SwiftTestingReporter.record(text, attachments: message.attachments, at: location)
        case .xcTest:
            XCTestReporter.fail(text, at: location)
        case .bothFrameworks:
            XCTestReporter.fail(text, at: location)
            SwiftTestingReporter.record(text, attachments: message.attachments, at: location)
        case let .standardError(reason):
            StandardErrorReporter.report(text, at: location, reason: reason)
        }
    }

    /// Reports a failed `require` and returns the error it must throw.
    ///
    /// In a Swift Testing test the failure is recorded through `#require`, whose error Swift
    /// Testing recognises as already reported, so the failure appears exactly once.
    static func failRequirement(_ message: FailureMessage, at location: SourceLocation, customError: (any Error)?) -> any Error {
        let text = message.fullText
        if let handler = HandlerScope.installed {
            handler.assert(false, message: message, location: location)
        } else if customError == nil, SwiftTestingReporter.isRunningTest,
                  let recorded = SwiftTestingReporter.recordRequirement(text, attachments: message.attachments, at: location) {
            return recorded
        } else {
            report(message, at: location)
        }
        return customError ?? RequireError(message: text, location: location)
    }

}
