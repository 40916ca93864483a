// `expect` and its explicit forms. Every entry point captures `#fileID`, `#filePath`,
// `#line` and `#column`, so failures point at the caller.

/// An expectation on a value, evaluated lazily (once) when a predicate is applied.
///
/// ```swift
/// expect(total).to(equal(42))
/// expect(items).toNot(beEmpty(), description: "the cart")
/// ```
///
/// Disfavoured so that a closure literal is never taken as a value of function type: in
/// `expect { try await load() }` that would make `throwError()` judge the closure instead of
/// what it throws. Plain values fit no other form, so they are unaffected.
@_disfavoredOverload
public func expect<T>(
    fileID: String = #fileID, file: FileString = #filePath, line: UInt = #line, column: UInt = #column,
    _ expression: @autoclosure @escaping () throws -> T?
) -> SyncExpectation<T> {
    SyncExpectation(expression: Expression(
        expression: expression,
        location: SourceLocation(fileID: fileID, filePath: file, line: line, column: column)))
}

/// An expectation on the value a closure returns: `expect { try parse(input) }`.
public func expect<T>(
    fileID: String = #fileID, file: FileString = #filePath, line: UInt = #line, column: UInt = #column,
    _ expression: @autoclosure () -> (() throws -> T)
) -> SyncExpectation<T> {
    let body = expression()
    return SyncExpectation(expression: Expression(
        expression: { try body() },
        location: SourceLocation(fileID: fileID, filePath: file, line: line, column: column)))
}

/// An expectation on the optional value a closure returns.
public func expect<T>(
    fileID: String = #fileID, file: FileString = #filePath, line: UInt = #line, column: UInt = #column,
    _ expression: @autoclosure () -> (() throws -> T?)
) -> SyncExpectation<T> {
    SyncExpectation(expression: Expression(
        expression: expression(),
        location: SourceLocation(fileID: fileID, filePath: file, line: line, column: column)))
}

/// An expectation on a closure that returns nothing (e.g. `expect { try save() }.toNot(throwError())`).
public func expect(
    fileID: String = #fileID, file: FileString = #filePath, line: UInt = #line, column: UInt = #column,
    _ expression: @autoclosure () -> (() throws -> Void)
) -> SyncExpectation<Void> {
    let body = expression()
    return SyncExpectation(expression: Expression(
        expression: { try body() },
        location: SourceLocation(fileID: fileID, filePath: file, line: line, column: column)))
}

/// An expectation on a value that needs `await`: `await expect { await store.count }.to(equal(3))`.
public func expect<T>(
    fileID: String = #fileID, file: FileString = #filePath, line: UInt = #line, column: UInt = #column,
    _ expression: @escaping () async throws -> T?
) -> AsyncExpectation<T> {
    AsyncExpectation(expression: AsyncExpression(
        expression: expression,
        location: SourceLocation(fileID: fileID, filePath: file, line: line, column: column),
        isClosure: true))
}

/// An expectation on an async closure that returns nothing.
public func expect(
    fileID: String = #fileID, file: FileString = #filePath, line: UInt = #line, column: UInt = #column,
    _ expression: @escaping () async throws -> Void
) -> AsyncExpectation<Void> {
    AsyncExpectation(expression: AsyncExpression(
        expression: { try await expression() },
        location: SourceLocation(fileID: fileID, filePath: file, line: line, column: column),
        isClosure: true))
}

/// The synchronous `expect`, spelled so that it never resolves to the async form.
public func expects<T>(
    fileID: String = #fileID, file: FileString = #filePath, line: UInt = #line, column: UInt = #column,
    _ expression: @autoclosure @escaping () throws -> T?
) -> SyncExpectation<T> {
    expect(fileID: fileID, file: file, line: line, column: column, try expression())
}

/// The synchronous closure form of `expect`, spelled so that it never resolves to the async form.
public func expects<T>(
    fileID: String = #fileID, file: FileString = #filePath, line: UInt = #line, column: UInt = #column,
    _ expression: @autoclosure () -> (() throws -> T?)
) -> SyncExpectation<T> {
    expect(fileID: fileID, file: file, line: line, column: column, expression())
}

/// The async `expect` for an autoclosure: `await expecta(await store.count).to(equal(3))`.
///
/// The autoclosure has its caller's isolation, as in Nimble: in a `@MainActor` test
/// `expecta(mainActorFunction())` compiles and runs on the main actor; in a nonisolated test
/// it runs off it. (`@concurrent` keeps the type a plain async function type, which a
/// closure isolated to its context converts to; a caller-isolated type would make it
/// nonisolated.)
public func expecta<T>(
    fileID: String = #fileID, file: FileString = #filePath, line: UInt = #line, column: UInt = #column,
    _ expression: @autoclosure @escaping @concurrent () async throws -> T?
) async -> AsyncExpectation<T> {
    expect(fileID: fileID, file: file, line: line, column: column, { try await expression() })
}

/// The async `expect` for a closure.
public func expecta<T>(
    fileID: String = #fileID, file: FileString = #filePath, line: UInt = #line, column: UInt = #column,
    _ expression: @autoclosure () -> (() async throws -> T?)
) async -> AsyncExpectation<T> {
    expect(fileID: fileID, file: file, line: line, column: column, expression())
}
