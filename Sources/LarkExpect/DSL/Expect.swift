// `expect` and its explicit forms. Every entry point captures `#fileID`, `#filePath`,
// `#line` and `#column`, so failures point at the caller.

/// An expectation on a value, evaluated lazily (once) when a predicate is applied.
///
/// ```swift
/// expect(total).to(equal(42))
/// expect(items).toNot(beEmpty(), description: "the cart")
/// ```
///
/// A closure literal is never taken as a value of function type here: the closure forms below
/// fit it better (see "Choosing the form" at the end of this file).
@inlinable
public func expect<T>(
    fileID: consuming String = #fileID, file: FileString = #filePath, line: UInt = #line, column: UInt = #column,
    _ expression: consuming @autoclosure @escaping () throws -> T?
) -> SyncExpectation<T> {
    // `@inlinable`: the passing path (see LarkExpect.swift).
    SyncExpectation(expression: Expression(
        expression: expression,
        location: SourceLocation(fileID: fileID, filePath: file, line: line, column: column)))
}

/// An expectation on the value a closure returns: `expect { try parse(input) }`. Closures that
/// return nothing fit too (`expect { try save() }.toNot(throwError())`). The label is for the
/// type checker, not for you: a trailing closure fits it unlabelled, and a call with one
/// unlabelled value in parentheses skips this form without trying it.
public func expect<T>(
    fileID: consuming String = #fileID, file: FileString = #filePath, line: UInt = #line, column: UInt = #column,
    expression: @autoclosure () -> (() throws -> T)
) -> SyncExpectation<T> {
    let body = expression()
    return SyncExpectation(expression: Expression(
        expression: { try body() },
        location: SourceLocation(fileID: fileID, filePath: file, line: line, column: column)))
}

/// An expectation on the optional value a closure returns: `expect { try cache.first }`.
public func expect<T>(
    fileID: consuming String = #fileID, file: FileString = #filePath, line: UInt = #line, column: UInt = #column,
    expression: @autoclosure () -> (() throws -> T?)
) -> SyncExpectation<T> {
    SyncExpectation(expression: Expression(
        expression: expression(),
        location: SourceLocation(fileID: fileID, filePath: file, line: line, column: column)))
}

/// An expectation on a value that needs `await`: `await expect { await store.count }.to(equal(3))`.
/// Closures that return an optional or nothing fit too.
///
/// The closure has the isolation of the code it is written in, as in Nimble: in a nonisolated
/// test it may call the nonisolated async methods of a non-Sendable value it captures, and in a
/// `@MainActor` test it runs on the main actor and may read main-actor state. (`@concurrent`
/// makes the parameter a plain async function type, which such a closure converts to; a
/// caller-isolated type would make the closure caller-isolated, and then calling a nonisolated
/// async method on a captured value would be a data race the compiler rejects.)
public func expect<T>(
    fileID: consuming String = #fileID, file: FileString = #filePath, line: UInt = #line, column: UInt = #column,
    _ expression: @escaping @concurrent () async throws -> T?
) -> AsyncExpectation<T> {
    AsyncExpectation(expression: AsyncExpression(
        isolatedClosure: expression, location: SourceLocation(fileID: fileID, filePath: file, line: line, column: column)))
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
    expect(fileID: fileID, file: file, line: line, column: column, expression: expression())
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
    _ expression: @autoclosure () -> (@concurrent () async throws -> T?)
) async -> AsyncExpectation<T> {
    // `@concurrent`: the closure keeps the isolation of the code it is written in (see `expect`'s async form).
    expect(fileID: fileID, file: file, line: line, column: column, expression())
}

// Choosing the form. The type checker scores each way of reading `expect(...)` and takes the
// cheapest; these forms are shaped so that the right one is always the cheapest:
// - a plain value fits only the value form; the synchronous closure forms are labelled, so for
//   `expect(value)` the type checker rules them out by the label without trying them;
// - a trailing closure fits the value form only as a value of function type that must also be
//   made optional, which costs more than fitting a closure form exactly (`() throws -> T` or
//   `() throws -> T?`); closures that return nothing take the first. A synchronous closure in
//   parentheses, `expect(callback)`, is a value (`throwError` refuses it, see ThrowError.swift);
// - an async closure (trailing, or a closure value or async function in parentheses, as in
//   Nimble) fits the async form's `@concurrent` function type exactly, and as a value only after
//   a conversion to optional, so it takes the async form even bound alone
//   (`let e = expect { await f() }`). Every `async` method of `SyncExpectation` is also
//   `@_disfavoredOverload`, so a closure value can never be polled as a value by accident.
// The value form is not disfavoured on purpose: once a disfavoured overload is part of the
// cheapest reading, the type checker opens every other disfavoured overload (`equal`'s extra forms,
// say) at every `expect(x).to(...)` instead of skipping it: the compile-cost test file
// (scripts/compile-cost.sh) type-checks at 1.19x its XCTAssert spelling, 1.45x with the value
// form disfavoured (docs/performance.md, "Overloads").
// Tests/LarkExpectTests/ExpectFormTests.swift pins down which form each spelling takes.
