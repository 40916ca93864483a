import Foundation
import LarkTestContext
internal import CLarkHandlerScopes

// Where verdicts go. Every verdict is handed to `currentAssertionHandler`: the handler installed
// with `withAssertionHandler` (recorders), else one assigned to `NimbleAssertionHandler` for the
// running test (AssignedHandlers.swift), else `TestFrameworkAssertionHandler`, which calls the
// test framework itself. A failure's whole path, call by call: docs/architecture-failure-path.md.

/// Receives every verdict while installed with `withAssertionHandler(_:closure:)`.
///
/// Without an installed handler, failures go to the test framework that runs the current test
/// (see `TestFrameworkAssertionHandler`) and passes cost nothing.
public protocol AssertionHandler: Sendable {
    /// Called once per verdict: `assertion` is whether it passed.
    func assert(_ assertion: Bool, message: FailureMessage, location: SourceLocation)
}

/// The handler verdicts currently go to: the one installed by `withAssertionHandler`, else the
/// one assigned to `NimbleAssertionHandler` for the running test, else the test-framework default.
public var currentAssertionHandler: any AssertionHandler {
    installedAssertionHandler ?? TestFrameworkAssertionHandler()
}

/// Nimble's global handler, with a meaning that is safe under parallel tests.
///
/// Reading it gives `currentAssertionHandler`. Assigning it installs the handler for the test
/// that assigns, as Quick and Nimble suites do in `beforeEach`/`setUp`:
///
/// * in a Swift Testing test, for that test case (each case of a parameterized test apart), in
///   all of its tasks; other tests running in parallel never see it;
/// * in an XCTest test case, until that test case finishes;
/// * outside any test, for the whole process.
///
/// Assigning back the value read before (`TestFrameworkAssertionHandler`, or the same recorder
/// instance) restores the previous state. A `withAssertionHandler` closure takes precedence over
/// an assignment while it runs; prefer it where the handler belongs to a block of code rather
/// than to a whole test. See docs/nimble-compatibility.md.
public var NimbleAssertionHandler: any AssertionHandler {
    get { currentAssertionHandler }
    set { AssignedHandlers.assign(newValue) }
}

/// The handler of a `withAssertionHandler` scope or of an assignment, if any. While neither is
/// open anywhere (the normal case), this is one relaxed atomic load.
var installedAssertionHandler: (any AssertionHandler)? {
    let open = clark_handler_scopes_open()
    guard open != 0 else { return nil }
    return HandlerScope.installed ?? (open >= AssignedHandlers.countUnit ? AssignedHandlers.handler : nil)
}

/// The handler scope. Task-local, so parallel Swift Testing tests (and tasks they spawn with
/// `Task {}` or `async let`) each see only their own handler.
enum HandlerScope {
    @TaskLocal static var installed: (any AssertionHandler)?

    /// Runs `body` with `handler` installed. An error `body` throws goes to `handler` as a
    /// failure at `location`, except `RequireError`, whose failure `handler` has already seen.
    static func withHandler(_ handler: any AssertionHandler, thrownAt location: SourceLocation, _ body: () throws -> Void) {
        clark_handler_scopes_add(1)
        defer { clark_handler_scopes_add(-1) }
        $installed.withValue(handler) {
            do { try body() } catch { reportThrown(error, to: handler, at: location) }
        }
    }

    /// The async form of `withHandler(_:thrownAt:_:)`.
    static func withHandler(
        _ handler: any AssertionHandler, thrownAt location: SourceLocation, isolation: isolated (any Actor)? = #isolation,
        _ body: () async throws -> Void
    ) async {
        clark_handler_scopes_add(1)
        defer { clark_handler_scopes_add(-1) }
        await $installed.withValue(handler) {
            do { try await body() } catch { reportThrown(error, to: handler, at: location) }
        }
    }

    private static func reportThrown(_ error: any Error, to handler: any AssertionHandler, at location: SourceLocation) {
        guard !(error is RequireError) else { return }
        handler.assert(false, message: FailureMessage(stringValue: "unexpected error thrown: <\(error)>"), location: location)
    }
}

/// Runs `closure` with `handler` receiving every verdict made inside it (on this task and its
/// child tasks). An error thrown by `closure` is reported to `handler` as a failure, except
/// `RequireError`, whose failure `handler` has already seen.
public func withAssertionHandler(
    _ handler: any AssertionHandler,
    fileID: String = #fileID,
    file: FileString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    closure: () throws -> Void
) {
    HandlerScope.withHandler(handler, thrownAt: SourceLocation(fileID: fileID, filePath: file, line: line, column: column), closure)
}

/// The async form of `withAssertionHandler(_:closure:)`.
public func withAssertionHandler(
    _ handler: any AssertionHandler,
    fileID: String = #fileID,
    file: FileString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    isolation: isolated (any Actor)? = #isolation,
    closure: () async throws -> Void
) async {
    await HandlerScope.withHandler(handler, thrownAt: SourceLocation(fileID: fileID, filePath: file, line: line, column: column), closure)
}

/// Whether a handler is installed, i.e. whether passing verdicts must be reported too.
@usableFromInline
func assertionHandlerIsInstalled() -> Bool {
    let open = clark_handler_scopes_open()
    guard open != 0 else { return false }
    return assertionHandlerIsInstalled(open: open)
}

/// The lookups behind `assertionHandlerIsInstalled()`, kept out of line so that its passing path
/// stays a load, a test and a return (inlined, they cost it a larger frame).
@inline(never)
private func assertionHandlerIsInstalled(open: CLong) -> Bool {
    HandlerScope.installed != nil || (open >= AssignedHandlers.countUnit && AssignedHandlers.handler != nil)
}

/// Reports a failed `require` and returns the error it must throw.
///
/// In a Swift Testing test the failure is recorded through `#require`, whose error Swift Testing
/// recognises as already reported, so the failure appears exactly once.
func failRequirement(_ message: FailureMessage, at location: SourceLocation, customError: (any Error)?) -> any Error {
    if customError == nil, installedAssertionHandler == nil,
       let error = TestContext.recordRequirementFailure(message.report(at: location)) {
        return error
    }
    currentAssertionHandler.assert(false, message: message, location: location)
    return customError ?? RequireError(message: message.fullText, location: location)
}

/// The default destination of failures: the test framework that runs the current test, through
/// the test layer's one router (`TestContext.record`, which the model's warnings take too).
///
/// * Inside a Swift Testing test: one `Issue` at the expectation's location, after the
///   message's attachments.
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
        guard !assertion else { return }
        TestContext.record(message.report(at: location))
    }
}

extension FailureMessage {
    /// The failure as the test layer reports it.
    func report(at location: SourceLocation) -> TestReport {
        TestReport(
            fullText, severity: .failure,
            location: TestReport.Location(
                fileID: location.fileID, filePath: location.filePath, line: Int(location.line), column: Int(location.column)),
            attachments: attachments.map { TestReport.Attachment(name: $0.name, contents: $0.contents) },
            kind: "expectation failed")
    }
}
