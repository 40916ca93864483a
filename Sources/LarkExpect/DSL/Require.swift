// `require` and friends: expectations that throw on failure and return the checked value.

/// A requirement on a value: `try require(value).to(...)` returns the value or throws.
/// Its forms are chosen as `expect`'s are (see "Choosing the form" in Expect.swift).
@discardableResult
public func require<T>(
    fileID: String = #fileID, file: FileString = #filePath, line: UInt = #line, column: UInt = #column,
    customError: (any Error)? = nil,
    _ expression: @autoclosure @escaping () throws -> T?
) -> SyncRequirement<T> {
    SyncRequirement(expression: Expression(
        expression: expression,
        location: SourceLocation(fileID: fileID, filePath: file, line: line, column: column),
        isClosure: true), customError: customError)
}

/// A requirement on the value a closure returns (a trailing closure; see `expect`'s closure forms).
@discardableResult
public func require<T>(
    fileID: String = #fileID, file: FileString = #filePath, line: UInt = #line, column: UInt = #column,
    customError: (any Error)? = nil,
    expression: @autoclosure () -> (() throws -> T?)
) -> SyncRequirement<T> {
    SyncRequirement(expression: Expression(
        expression: expression(),
        location: SourceLocation(fileID: fileID, filePath: file, line: line, column: column),
        isClosure: true), customError: customError)
}

/// A requirement on the (non-optional) value a closure returns.
@discardableResult
public func require<T>(
    fileID: String = #fileID, file: FileString = #filePath, line: UInt = #line, column: UInt = #column,
    customError: (any Error)? = nil,
    expression: @autoclosure () -> (() throws -> T)
) -> SyncRequirement<T> {
    let body = expression()
    return SyncRequirement(expression: Expression(
        expression: { try body() },
        location: SourceLocation(fileID: fileID, filePath: file, line: line, column: column),
        isClosure: true), customError: customError)
}

/// A requirement on the value an async closure returns.
@discardableResult
public func require<T>(
    fileID: String = #fileID, file: FileString = #filePath, line: UInt = #line, column: UInt = #column,
    customError: (any Error)? = nil,
    _ expression: @escaping @concurrent () async throws -> T?
) -> AsyncRequirement<T> {
    // `@concurrent`: the closure keeps the isolation of the code it is written in (see `expect`'s async form).
    AsyncRequirement(expression: AsyncExpression(
        isolatedClosure: expression, location: SourceLocation(fileID: fileID, filePath: file, line: line, column: column)),
        customError: customError)
}

/// The synchronous `require`, spelled so that it never resolves to the async form.
@discardableResult
public func requires<T>(
    fileID: String = #fileID, file: FileString = #filePath, line: UInt = #line, column: UInt = #column,
    customError: (any Error)? = nil,
    _ expression: @autoclosure @escaping () throws -> T?
) -> SyncRequirement<T> {
    require(fileID: fileID, file: file, line: line, column: column, customError: customError, try expression())
}

/// The async `require` for an autoclosure: `try await requirea(await load()).toNot(beNil())`.
@discardableResult
public func requirea<T>(
    fileID: String = #fileID, file: FileString = #filePath, line: UInt = #line, column: UInt = #column,
    customError: (any Error)? = nil,
    _ expression: @autoclosure @escaping @concurrent () async throws -> T?
) async -> AsyncRequirement<T> {
    // `@concurrent`: the autoclosure keeps its caller's isolation, as `expecta`'s does.
    require(fileID: fileID, file: file, line: line, column: column, customError: customError, { try await expression() })
}

/// Returns the value if it is non-nil; otherwise reports a failure and throws.
/// Shorthand for `require(value).toNot(beNil())`.
// Disfavoured, like the synchronous `expect`: a closure literal is never the value itself.
@_disfavoredOverload
@discardableResult
public func unwrap<T>(
    fileID: String = #fileID, file: FileString = #filePath, line: UInt = #line, column: UInt = #column,
    customError: (any Error)? = nil, description: String? = nil,
    _ expression: @autoclosure @escaping () throws -> T?
) throws -> T {
    try require(fileID: fileID, file: file, line: line, column: column, customError: customError, try expression())
        .toNot(beNil(), description: description)
}

/// Returns the closure's value if it is non-nil; otherwise reports a failure and throws.
@discardableResult
public func unwrap<T>(
    fileID: String = #fileID, file: FileString = #filePath, line: UInt = #line, column: UInt = #column,
    customError: (any Error)? = nil, description: String? = nil,
    _ expression: @autoclosure () -> (() throws -> T?)
) throws -> T {
    try require(fileID: fileID, file: file, line: line, column: column, customError: customError, expression: expression())
        .toNot(beNil(), description: description)
}

/// Returns the async closure's value if it is non-nil; otherwise reports a failure and throws.
@discardableResult
public func unwrap<T>(
    fileID: String = #fileID, file: FileString = #filePath, line: UInt = #line, column: UInt = #column,
    customError: (any Error)? = nil, description: String? = nil,
    _ expression: @escaping @concurrent () async throws -> T?
) async throws -> T {
    // `@concurrent`: the closure keeps the isolation of the code it is written in (see `expect`'s async form).
    try await require(fileID: fileID, file: file, line: line, column: column, customError: customError, expression)
        .toNot(beNil(), description: description)
}

/// The synchronous `unwrap`, spelled so that it never resolves to the async form.
@discardableResult
public func unwraps<T>(
    fileID: String = #fileID, file: FileString = #filePath, line: UInt = #line, column: UInt = #column,
    customError: (any Error)? = nil, description: String? = nil,
    _ expression: @autoclosure @escaping () throws -> T?
) throws -> T {
    try unwrap(fileID: fileID, file: file, line: line, column: column, customError: customError,
               description: description, try expression())
}

/// The async `unwrap` for an autoclosure.
@discardableResult
public func unwrapa<T>(
    fileID: String = #fileID, file: FileString = #filePath, line: UInt = #line, column: UInt = #column,
    customError: (any Error)? = nil, description: String? = nil,
    _ expression: @autoclosure @escaping @concurrent () async throws -> T?
) async throws -> T {
    // `@concurrent`: the autoclosure keeps its caller's isolation, as `expecta`'s does.
    try await unwrap(fileID: fileID, file: file, line: line, column: column, customError: customError,
                     description: description, { try await expression() })
}

/// Always fails, then throws (to stop the test).
public func requireFail(
    _ message: String? = nil, customError: (any Error)? = nil,
    fileID: String = #fileID, filePath: FileString = #filePath, line: UInt = #line, column: UInt = #column
) throws -> Never {
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    throw failRequirement(FailureMessage(stringValue: message ?? "requireFail() always fails"), at: location, customError: customError)
}
