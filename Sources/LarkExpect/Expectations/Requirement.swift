/// A requirement made with `require(...)`: like an expectation, but a failure throws (stopping
/// the test) and a pass returns the checked value, unwrapped.
///
/// ```swift
/// let cell = try require(table.cellForRow(at: path)).toNot(beNil())
/// ```
public struct SyncRequirement<Value> {
    /// The value under test.
    public let expression: Expression<Value>
    /// Thrown instead of `RequireError` when the requirement fails.
    public let customError: (any Error)?

    /// A requirement on `expression`.
    public init(expression: Expression<Value>, customError: (any Error)?) {
        self.expression = expression
        self.customError = customError
    }

    /// Where the requirement was written.
    public var location: SourceLocation { expression.location }

    /// Reports a verdict; throws if it failed or if there is no value to return.
    public func verify(_ pass: Bool, _ message: FailureMessage, _ value: Value?) throws -> Value {
        try settle(pass: pass, message: message, value: value, location: location, customError: customError)
    }

    /// Returns the value when `predicate` matches it; otherwise reports and throws.
    @discardableResult
    public func to(_ predicate: Predicate<Value>, description: String? = nil) throws -> Value {
        try run(predicate, .toMatch, description: description)
    }

    /// Returns the value when `predicate` does not match it; otherwise reports and throws.
    @discardableResult
    public func toNot(_ predicate: Predicate<Value>, description: String? = nil) throws -> Value {
        try run(predicate, .toNotMatch, description: description)
    }

    /// The same as `toNot(_:description:)`.
    @discardableResult
    public func notTo(_ predicate: Predicate<Value>, description: String? = nil) throws -> Value {
        try run(predicate, .toNotMatch, description: description)
    }

    // The async forms below are disfavoured: an async closure polled with them must reach the
    // async form of `expect`/`require` instead (see "Choosing the form" in Expect.swift).

    /// Returns the value when the async `predicate` matches it; otherwise reports and throws.
    @_disfavoredOverload
    @discardableResult
    public func to(_ predicate: AsyncPredicate<Value>, description: String? = nil) async throws -> Value {
        try await AsyncRequirement(expression: expression.toAsyncExpression(), customError: customError)
            .to(predicate, description: description)
    }

    /// Returns the value when the async `predicate` does not match it; otherwise reports and throws.
    @_disfavoredOverload
    @discardableResult
    public func toNot(_ predicate: AsyncPredicate<Value>, description: String? = nil) async throws -> Value {
        try await AsyncRequirement(expression: expression.toAsyncExpression(), customError: customError)
            .toNot(predicate, description: description)
    }

    /// The same as `toNot(_:description:)` for async predicates.
    @_disfavoredOverload
    @discardableResult
    public func notTo(_ predicate: AsyncPredicate<Value>, description: String? = nil) async throws -> Value {
        try await toNot(predicate, description: description)
    }

    private func run(_ predicate: Predicate<Value>, _ style: ExpectationStyle, description: String?) throws -> Value {
        let cached = expression.withCaching()
        let judgement = Judgement(predicate, cached, style)
        return try settle(judgement, cached.settledResult(), to: style.phrase, description: description, location: location, customError: customError)
    }
}

/// The async counterpart of `SyncRequirement`, made with `require { await ... }` or `requirea`.
public struct AsyncRequirement<Value> {
    /// The value under test.
    public let expression: AsyncExpression<Value>
    /// Thrown instead of `RequireError` when the requirement fails.
    public let customError: (any Error)?

    /// A requirement on `expression`.
    public init(expression: AsyncExpression<Value>, customError: (any Error)?) {
        self.expression = expression
        self.customError = customError
    }

    /// Where the requirement was written.
    public var location: SourceLocation { expression.location }

    /// Reports a verdict; throws if it failed or if there is no value to return.
    public func verify(_ pass: Bool, _ message: FailureMessage, _ value: Value?) throws -> Value {
        try settle(pass: pass, message: message, value: value, location: location, customError: customError)
    }

    /// Returns the value when `predicate` matches it; otherwise reports and throws.
    @discardableResult
    public func to(_ predicate: Predicate<Value>, description: String? = nil) async throws -> Value {
        try await run(predicate, .toMatch, description: description)
    }

    /// Returns the value when `predicate` does not match it; otherwise reports and throws.
    @discardableResult
    public func toNot(_ predicate: Predicate<Value>, description: String? = nil) async throws -> Value {
        try await run(predicate, .toNotMatch, description: description)
    }

    /// The same as `toNot(_:description:)`.
    @discardableResult
    public func notTo(_ predicate: Predicate<Value>, description: String? = nil) async throws -> Value {
        try await run(predicate, .toNotMatch, description: description)
    }

    /// Returns the value when the async `predicate` matches it; otherwise reports and throws.
    @discardableResult
    public func to(_ predicate: AsyncPredicate<Value>, description: String? = nil) async throws -> Value {
        try await run(predicate, .toMatch, description: description)
    }

    /// Returns the value when the async `predicate` does not match it; otherwise reports and throws.
    @discardableResult
    public func toNot(_ predicate: AsyncPredicate<Value>, description: String? = nil) async throws -> Value {
        try await run(predicate, .toNotMatch, description: description)
    }

    /// The same as `toNot(_:description:)` for async predicates.
    @discardableResult
    public func notTo(_ predicate: AsyncPredicate<Value>, description: String? = nil) async throws -> Value {
        try await run(predicate, .toNotMatch, description: description)
    }

    private func run(_ predicate: some AsyncablePredicate<Value>, _ style: ExpectationStyle, description: String?) async throws -> Value {
        let cached = expression.withCaching()
        let judgement = await Judgement(predicate, cached, style)
        return try settle(judgement, await cached.settledResult(), to: style.phrase, description: description, location: location, customError: customError)
    }
}

/// Shared ending of every requirement: report, then return the value or throw.
private func settle<Value>(
    _ judgement: Judgement, _ actual: Result<Value?, any Error>, to: String, description: String?, location: SourceLocation,
    customError: (any Error)?
) throws -> Value {
    let pass = judgement.passed
    let message = pass && !assertionHandlerIsInstalled()
        ? FailureMessage(stringValue: "")
        : FailureMessage(judgement, actual: { actual }, to: to, description: description)
    let value = (try? actual.get()) ?? nil
    return try settle(pass: pass, message: message, value: value, location: location, customError: customError)
}

/// Reports a requirement's verdict, then returns the value or throws (every form of `require`
/// ends here, polling or not).
func settle<Value>(
    pass: Bool, message: FailureMessage, value: Value?, location: SourceLocation, customError: (any Error)?
) throws -> Value {
    guard pass else {
        throw failRequirement(message, at: location, customError: customError)
    }
    if assertionHandlerIsInstalled() { currentAssertionHandler.assert(true, message: message, location: location) }
    guard let value else {
        // The predicate passed on nil (e.g. `require(x).to(beNil())`), so there is nothing to
        // return: that is a misuse of `require`, and it must not pass silently.
        throw failRequirement(
            .requirePassedWithoutValue, at: location, customError: customError)
    }
    return value
}

extension FailureMessage {
    /// A requirement whose predicate passed on nil (e.g. `require(x).to(beNil())`) has nothing
    /// to return: a misuse of `require`, which must not pass silently.
    static let requirePassedWithoutValue = FailureMessage(
        stringValue: "require(...) passed, but it has no value to return because the value is nil; use expect(...) for nil checks")
}
