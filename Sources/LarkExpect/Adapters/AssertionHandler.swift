internal import CLarkHandlerScopes

/// Receives every verdict while installed with `withAssertionHandler(_:closure:)`.
///
/// Without an installed handler, failures go to the test framework that runs the current test
/// (see `TestFrameworkAssertionHandler`) and passes cost nothing.
public protocol AssertionHandler: Sendable {
    /// Called once per verdict: `assertion` is whether it passed.
    func assert(_ assertion: Bool, message: FailureMessage, location: SourceLocation)
}

/// The handler scope. Task-local, so parallel Swift Testing tests (and tasks they spawn with
/// `Task {}` or `async let`) each see only their own handler.
enum HandlerScope {
    @TaskLocal static var installed: (any AssertionHandler)?

    /// Whether any `withAssertionHandler` scope is open in the process. While none is (the
    /// normal case) the passing path skips the task-local lookup entirely.
    static var anyOpen: Bool { clark_handler_scopes_open() != 0 }

    static func withHandler<R>(_ handler: any AssertionHandler, _ body: () throws -> R) rethrows -> R {
        clark_handler_scopes_add(1)
        defer { clark_handler_scopes_add(-1) }
        return try $installed.withValue(handler, operation: body)
    }

    static func withHandler<R>(
        _ handler: any AssertionHandler, isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> R
    ) async rethrows -> R {
        clark_handler_scopes_add(1)
        defer { clark_handler_scopes_add(-1) }
        return try await $installed.withValue(handler, operation: body)
    }
}

/// The handler verdicts currently go to: the installed one, or the test-framework default.
public var currentAssertionHandler: any AssertionHandler {
    HandlerScope.installed ?? TestFrameworkAssertionHandler()
}

/// Nimble's name for `currentAssertionHandler` (read-only here: install handlers with
/// `withAssertionHandler`, which scopes them to the current task).
public var NimbleAssertionHandler: any AssertionHandler { currentAssertionHandler }

/// Whether a handler is installed, i.e. whether passing verdicts must be reported too.
@usableFromInline
func assertionHandlerIsInstalled() -> Bool {
    HandlerScope.anyOpen && HandlerScope.installed != nil
}

/// Sends one verdict to the installed handler, or (for failures) to the test framework.
func report(passed: Bool, _ message: FailureMessage, at location: SourceLocation) {
    if let handler = HandlerScope.installed {
        handler.assert(passed, message: message, location: location)
    } else if !passed {
        FailureRouter.report(message, at: location)
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
    HandlerScope.withHandler(handler) {
        do {
            try closure()
        } catch is RequireError {
        } catch {
            handler.assert(false, message: FailureMessage(stringValue: "unexpected error thrown: <\(error)>"),
                           location: SourceLocation(fileID: fileID, filePath: file, line: line, column: column))
        }
    }
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
    await HandlerScope.withHandler(handler) {
        do {
            try await closure()
        } catch is RequireError {
        } catch {
            handler.assert(false, message: FailureMessage(stringValue: "unexpected error thrown: <\(error)>"),
                           location: SourceLocation(fileID: fileID, filePath: file, line: line, column: column))
        }
    }
}
