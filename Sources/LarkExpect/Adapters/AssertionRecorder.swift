import LarkTestContext

/// One verdict, as seen by an `AssertionRecorder`.
public struct AssertionRecord: Sendable, CustomStringConvertible {
    /// Whether the expectation passed.
    public let success: Bool
    /// The complete message (`message.stringValue`).
    public let message: FailureMessage
    /// Where the expectation was written.
    public let location: SourceLocation

    /// A one-line summary for debugging.
    public var description: String {
        "AssertionRecord { success=\(success), message='\(message.stringValue)', location=\(location) }"
    }
}

/// An `AssertionHandler` that keeps every verdict, in order. Safe to share between tasks.
public final class AssertionRecorder: AssertionHandler {
    private let storage = Locked<[AssertionRecord]>([])

    /// An empty recorder.
    public init() {}

    /// The verdicts recorded so far.
    public var assertions: [AssertionRecord] { storage.current }

    /// Records one verdict.
    public func assert(_ assertion: Bool, message: FailureMessage, location: SourceLocation) {
        let record = AssertionRecord(success: assertion, message: message, location: location)
        storage.withLock { $0.append(record) }
    }
}

/// An `AssertionHandler` that forwards every verdict to several handlers, in order.
public struct AssertionDispatcher: AssertionHandler {
    let handlers: [any AssertionHandler]

    /// Forwards to `handlers`.
    public init(handlers: [any AssertionHandler]) {
        self.handlers = handlers
    }

    /// Forwards one verdict.
    public func assert(_ assertion: Bool, message: FailureMessage, location: SourceLocation) {
        for handler in handlers {
            handler.assert(assertion, message: message, location: location)
        }
    }
}

/// Runs `closure` and returns the verdict of every expectation made in it (on this task and
/// its child tasks). Unless `silently`, verdicts also reach the handler that was current, so
/// failures still fail the test; with `silently: true` nothing is forwarded, which is how a
/// matcher's failure path is tested.
public func gatherExpectations(silently: Bool = false, closure: () throws -> Void) -> [AssertionRecord] {
    let recorder = AssertionRecorder()
    withAssertionHandler(recordingHandler(recorder, silently: silently), closure: closure)
    return recorder.assertions
}

/// The async form of `gatherExpectations(silently:closure:)`.
public func gatherExpectations(
    silently: Bool = false,
    isolation: isolated (any Actor)? = #isolation,
    closure: () async throws -> Void
) async -> [AssertionRecord] {
    let recorder = AssertionRecorder()
    await withAssertionHandler(recordingHandler(recorder, silently: silently), closure: closure)
    return recorder.assertions
}

/// Like `gatherExpectations(silently:closure:)`, keeping only the failures.
public func gatherFailingExpectations(silently: Bool = false, closure: () throws -> Void) -> [AssertionRecord] {
    gatherExpectations(silently: silently, closure: closure).filter { !$0.success }
}

/// The async form of `gatherFailingExpectations(silently:closure:)`.
public func gatherFailingExpectations(
    silently: Bool = false,
    isolation: isolated (any Actor)? = #isolation,
    closure: () async throws -> Void
) async -> [AssertionRecord] {
    await gatherExpectations(silently: silently, closure: closure).filter { !$0.success }
}

private func recordingHandler(_ recorder: AssertionRecorder, silently: Bool) -> any AssertionHandler {
    silently ? recorder : AssertionDispatcher(handlers: [recorder, currentAssertionHandler])
}
