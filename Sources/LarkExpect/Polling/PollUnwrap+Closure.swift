// The closure forms of `pollUnwrap`, `pollUnwraps` and `pollUnwrapa` (Nimble 14 has them):
// without them a trailing closure, `try pollUnwrap { cache.first }`, would be taken by the
// autoclosure forms as the value itself, which is never nil.

/// Polls until the closure returns non-nil and returns that value; otherwise reports and throws.
/// Disfavoured so that in async code a closure goes to the async form.
@available(*, noasync, message: "use `try await pollUnwrap { ... }` in async code")
@_disfavoredOverload
@discardableResult
public func pollUnwrap<T>(
    fileID: String = #fileID, file: FileString = #filePath, line: UInt = #line, column: UInt = #column,
    timeout: Duration = PollingDefaults.timeout, pollInterval: Duration = PollingDefaults.pollInterval,
    description: String? = nil,
    _ expression: @autoclosure () -> (() throws -> T?)
) throws -> T {
    try require(fileID: fileID, file: file, line: line, column: column, expression: expression())
        .toEventuallyNot(beNil(), timeout: timeout, pollInterval: pollInterval, description: description)
}

/// The synchronous closure form of `pollUnwrap`, spelled so that it never resolves to the async form.
@available(*, noasync, message: "use `try await pollUnwrapa { ... }` in async code")
@discardableResult
public func pollUnwraps<T>(
    fileID: String = #fileID, file: FileString = #filePath, line: UInt = #line, column: UInt = #column,
    timeout: Duration = PollingDefaults.timeout, pollInterval: Duration = PollingDefaults.pollInterval,
    description: String? = nil,
    _ expression: @autoclosure () -> (() throws -> T?)
) throws -> T {
    try require(fileID: fileID, file: file, line: line, column: column, expression: expression())
        .toEventuallyNot(beNil(), timeout: timeout, pollInterval: pollInterval, description: description)
}

/// The async closure form of `pollUnwrapa`: `try await pollUnwrapa { await store.first }`.
@discardableResult
public func pollUnwrapa<T>(
    fileID: String = #fileID, file: FileString = #filePath, line: UInt = #line, column: UInt = #column,
    timeout: Duration = PollingDefaults.timeout, pollInterval: Duration = PollingDefaults.pollInterval,
    description: String? = nil,
    _ expression: @autoclosure () -> (@concurrent () async throws -> T?)
) async throws -> T {
    // `@concurrent`: the closure keeps the isolation of the code it is written in (see `expect`'s async form).
    try await require(fileID: fileID, file: file, line: line, column: column, expression())
        .toEventuallyNot(beNil(), timeout: timeout, pollInterval: pollInterval, description: description)
}
