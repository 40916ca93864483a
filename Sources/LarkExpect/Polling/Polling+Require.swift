// Polling forms of `require`: like the expectation forms, but a failure throws and a pass
// returns the last polled value, unwrapped.

extension SyncRequirement {
    /// Returns the value as soon as `predicate` matches it, polling until `timeout`; otherwise reports and throws.
    @available(*, noasync, message: "use `try await require(...).toEventually(...)` in async code")
    @discardableResult
    public func toEventually(_ predicate: Predicate<Value>, timeout: Duration = PollingDefaults.timeout, pollInterval: Duration = PollingDefaults.pollInterval, description: String? = nil) throws -> Value {
        try pollBlocking(predicate, .toMatch, .eventually, timeout, pollInterval, description)
    }

    /// Returns the value as soon as `predicate` does not match it, polling until `timeout`; otherwise reports and throws.
    @available(*, noasync, message: "use `try await require(...).toEventuallyNot(...)` in async code")
    @discardableResult
    public func toEventuallyNot(_ predicate: Predicate<Value>, timeout: Duration = PollingDefaults.timeout, pollInterval: Duration = PollingDefaults.pollInterval, description: String? = nil) throws -> Value {
        try pollBlocking(predicate, .toNotMatch, .eventually, timeout, pollInterval, description)
    }

    /// The same as `toEventuallyNot`.
    @available(*, noasync, message: "use `try await require(...).toNotEventually(...)` in async code")
    @discardableResult
    public func toNotEventually(_ predicate: Predicate<Value>, timeout: Duration = PollingDefaults.timeout, pollInterval: Duration = PollingDefaults.pollInterval, description: String? = nil) throws -> Value {
        try pollBlocking(predicate, .toNotMatch, .eventually, timeout, pollInterval, description)
    }

    /// Returns the last value if `predicate` never matches during `until`; reports and throws at the first match.
    @available(*, noasync, message: "use `try await require(...).toNever(...)` in async code")
    @discardableResult
    public func toNever(_ predicate: Predicate<Value>, until: Duration = PollingDefaults.timeout, pollInterval: Duration = PollingDefaults.pollInterval, description: String? = nil) throws -> Value {
        try pollBlocking(predicate, .toNotMatch, .continuously, until, pollInterval, description)
    }

    /// The same as `toNever`.
    @available(*, noasync, message: "use `try await require(...).neverTo(...)` in async code")
    @discardableResult
    public func neverTo(_ predicate: Predicate<Value>, until: Duration = PollingDefaults.timeout, pollInterval: Duration = PollingDefaults.pollInterval, description: String? = nil) throws -> Value {
        try pollBlocking(predicate, .toNotMatch, .continuously, until, pollInterval, description)
    }

    /// Returns the last value if `predicate` matches at every poll during `until`; reports and throws at the first mismatch.
    @available(*, noasync, message: "use `try await require(...).toAlways(...)` in async code")
    @discardableResult
    public func toAlways(_ predicate: Predicate<Value>, until: Duration = PollingDefaults.timeout, pollInterval: Duration = PollingDefaults.pollInterval, description: String? = nil) throws -> Value {
        try pollBlocking(predicate, .toMatch, .continuously, until, pollInterval, description)
    }

    /// The same as `toAlways`.
    @available(*, noasync, message: "use `try await require(...).alwaysTo(...)` in async code")
    @discardableResult
    public func alwaysTo(_ predicate: Predicate<Value>, until: Duration = PollingDefaults.timeout, pollInterval: Duration = PollingDefaults.pollInterval, description: String? = nil) throws -> Value {
        try pollBlocking(predicate, .toMatch, .continuously, until, pollInterval, description)
    }

    // The async forms below are disfavoured: an async closure polled with them must reach the
    // async form of `expect`/`require` instead (see "Choosing the form" in Expect.swift).

    /// Returns the value as soon as `predicate` matches it, polling until `timeout`; otherwise reports and throws.
    @_disfavoredOverload
    @discardableResult
    public func toEventually(_ predicate: Predicate<Value>, timeout: Duration = PollingDefaults.timeout, pollInterval: Duration = PollingDefaults.pollInterval, description: String? = nil) async throws -> Value {
        try await pollAsync(predicate, .toMatch, .eventually, timeout, pollInterval, description)
    }

    /// Returns the value as soon as `predicate` does not match it, polling until `timeout`; otherwise reports and throws.
    @_disfavoredOverload
    @discardableResult
    public func toEventuallyNot(_ predicate: Predicate<Value>, timeout: Duration = PollingDefaults.timeout, pollInterval: Duration = PollingDefaults.pollInterval, description: String? = nil) async throws -> Value {
        try await pollAsync(predicate, .toNotMatch, .eventually, timeout, pollInterval, description)
    }

    /// The same as `toEventuallyNot`.
    @_disfavoredOverload
    @discardableResult
    public func toNotEventually(_ predicate: Predicate<Value>, timeout: Duration = PollingDefaults.timeout, pollInterval: Duration = PollingDefaults.pollInterval, description: String? = nil) async throws -> Value {
        try await pollAsync(predicate, .toNotMatch, .eventually, timeout, pollInterval, description)
    }

    /// Returns the last value if `predicate` never matches during `until`; reports and throws at the first match.
    @_disfavoredOverload
    @discardableResult
    public func toNever(_ predicate: Predicate<Value>, until: Duration = PollingDefaults.timeout, pollInterval: Duration = PollingDefaults.pollInterval, description: String? = nil) async throws -> Value {
        try await pollAsync(predicate, .toNotMatch, .continuously, until, pollInterval, description)
    }

    /// The same as `toNever`.
    @_disfavoredOverload
    @discardableResult
    public func neverTo(_ predicate: Predicate<Value>, until: Duration = PollingDefaults.timeout, pollInterval: Duration = PollingDefaults.pollInterval, description: String? = nil) async throws -> Value {
        try await pollAsync(predicate, .toNotMatch, .continuously, until, pollInterval, description)
    }

    /// Returns the last value if `predicate` matches at every poll during `until`; reports and throws at the first mismatch.
    @_disfavoredOverload
    @discardableResult
    public func toAlways(_ predicate: Predicate<Value>, until: Duration = PollingDefaults.timeout, pollInterval: Duration = PollingDefaults.pollInterval, description: String? = nil) async throws -> Value {
        try await pollAsync(predicate, .toMatch, .continuously, until, pollInterval, description)
    }

    /// The same as `toAlways`.
    @_disfavoredOverload
    @discardableResult
    public func alwaysTo(_ predicate: Predicate<Value>, until: Duration = PollingDefaults.timeout, pollInterval: Duration = PollingDefaults.pollInterval, description: String? = nil) async throws -> Value {
        try await pollAsync(predicate, .toMatch, .continuously, until, pollInterval, description)
    }

    private func pollBlocking(
        _ predicate: Predicate<Value>, _ style: ExpectationStyle, _ mode: PollMode,
        _ duration: Duration, _ interval: Duration, _ description: String?
    ) throws -> Value {
        try settle(Poller.poll(predicate, expression, style, mode, duration, interval, description), location: location, customError: customError)
    }

    private func pollAsync(
        _ predicate: Predicate<Value>, _ style: ExpectationStyle, _ mode: PollMode,
        _ duration: Duration, _ interval: Duration, _ description: String?
    ) async throws -> Value {
        // Each poll must run the closure again: the memo of `expression` would hand back its first value.
        let verdict = await Poller.poll(predicate, expression.withoutCaching().toAsyncExpression(), style, mode, duration, interval, description)
        return try settle(verdict, location: location, customError: customError)
    }
}

extension AsyncRequirement {
    /// Returns the value as soon as `predicate` matches it, polling until `timeout`; otherwise reports and throws.
    @discardableResult
    public func toEventually(_ predicate: Predicate<Value>, timeout: Duration = PollingDefaults.timeout, pollInterval: Duration = PollingDefaults.pollInterval, description: String? = nil) async throws -> Value {
        try await pollAsync(predicate, .toMatch, .eventually, timeout, pollInterval, description)
    }

    /// Returns the value as soon as `predicate` matches it, polling until `timeout`; otherwise reports and throws.
    @discardableResult
    public func toEventually(_ predicate: AsyncPredicate<Value>, timeout: Duration = PollingDefaults.timeout, pollInterval: Duration = PollingDefaults.pollInterval, description: String? = nil) async throws -> Value {
        try await pollAsync(predicate, .toMatch, .eventually, timeout, pollInterval, description)
    }

    /// Returns the value as soon as `predicate` does not match it, polling until `timeout`; otherwise reports and throws.
    @discardableResult
    public func toEventuallyNot(_ predicate: Predicate<Value>, timeout: Duration = PollingDefaults.timeout, pollInterval: Duration = PollingDefaults.pollInterval, description: String? = nil) async throws -> Value {
        try await pollAsync(predicate, .toNotMatch, .eventually, timeout, pollInterval, description)
    }

    /// Returns the value as soon as `predicate` does not match it, polling until `timeout`; otherwise reports and throws.
    @discardableResult
    public func toEventuallyNot(_ predicate: AsyncPredicate<Value>, timeout: Duration = PollingDefaults.timeout, pollInterval: Duration = PollingDefaults.pollInterval, description: String? = nil) async throws -> Value {
        try await pollAsync(predicate, .toNotMatch, .eventually, timeout, pollInterval, description)
    }

    /// The same as `toEventuallyNot`.
    @discardableResult
    public func toNotEventually(_ predicate: Predicate<Value>, timeout: Duration = PollingDefaults.timeout, pollInterval: Duration = PollingDefaults.pollInterval, description: String? = nil) async throws -> Value {
        try await pollAsync(predicate, .toNotMatch, .eventually, timeout, pollInterval, description)
    }

    /// The same as `toEventuallyNot`.
    @discardableResult
    public func toNotEventually(_ predicate: AsyncPredicate<Value>, timeout: Duration = PollingDefaults.timeout, pollInterval: Duration = PollingDefaults.pollInterval, description: String? = nil) async throws -> Value {
        try await pollAsync(predicate, .toNotMatch, .eventually, timeout, pollInterval, description)
    }

    /// Returns the last value if `predicate` never matches during `until`; reports and throws at the first match.
    @discardableResult
    public func toNever(_ predicate: Predicate<Value>, until: Duration = PollingDefaults.timeout, pollInterval: Duration = PollingDefaults.pollInterval, description: String? = nil) async throws -> Value {
        try await pollAsync(predicate, .toNotMatch, .continuously, until, pollInterval, description)
    }

    /// Returns the last value if `predicate` never matches during `until`; reports and throws at the first match.
    @discardableResult
    public func toNever(_ predicate: AsyncPredicate<Value>, until: Duration = PollingDefaults.timeout, pollInterval: Duration = PollingDefaults.pollInterval, description: String? = nil) async throws -> Value {
        try await pollAsync(predicate, .toNotMatch, .continuously, until, pollInterval, description)
    }

    /// The same as `toNever`.
    @discardableResult
    public func neverTo(_ predicate: Predicate<Value>, until: Duration = PollingDefaults.timeout, pollInterval: Duration = PollingDefaults.pollInterval, description: String? = nil) async throws -> Value {
        try await pollAsync(predicate, .toNotMatch, .continuously, until, pollInterval, description)
    }

    /// The same as `toNever`.
    @discardableResult
    public func neverTo(_ predicate: AsyncPredicate<Value>, until: Duration = PollingDefaults.timeout, pollInterval: Duration = PollingDefaults.pollInterval, description: String? = nil) async throws -> Value {
        try await pollAsync(predicate, .toNotMatch, .continuously, until, pollInterval, description)
    }

    /// Returns the last value if `predicate` matches at every poll during `until`; reports and throws at the first mismatch.
    @discardableResult
    public func toAlways(_ predicate: Predicate<Value>, until: Duration = PollingDefaults.timeout, pollInterval: Duration = PollingDefaults.pollInterval, description: String? = nil) async throws -> Value {
        try await pollAsync(predicate, .toMatch, .continuously, until, pollInterval, description)
    }

    /// Returns the last value if `predicate` matches at every poll during `until`; reports and throws at the first mismatch.
    @discardableResult
    public func toAlways(_ predicate: AsyncPredicate<Value>, until: Duration = PollingDefaults.timeout, pollInterval: Duration = PollingDefaults.pollInterval, description: String? = nil) async throws -> Value {
        try await pollAsync(predicate, .toMatch, .continuously, until, pollInterval, description)
    }

    /// The same as `toAlways`.
    @discardableResult
    public func alwaysTo(_ predicate: Predicate<Value>, until: Duration = PollingDefaults.timeout, pollInterval: Duration = PollingDefaults.pollInterval, description: String? = nil) async throws -> Value {
        try await pollAsync(predicate, .toMatch, .continuously, until, pollInterval, description)
    }

    /// The same as `toAlways`.
    @discardableResult
    public func alwaysTo(_ predicate: AsyncPredicate<Value>, until: Duration = PollingDefaults.timeout, pollInterval: Duration = PollingDefaults.pollInterval, description: String? = nil) async throws -> Value {
        try await pollAsync(predicate, .toMatch, .continuously, until, pollInterval, description)
    }

    private func pollAsync(
        _ predicate: some AsyncablePredicate<Value>, _ style: ExpectationStyle, _ mode: PollMode,
        _ duration: Duration, _ interval: Duration, _ description: String?
    ) async throws -> Value {
        let verdict = await Poller.poll(predicate, expression, style, mode, duration, interval, description)
        return try settle(verdict, location: location, customError: customError)
    }
}

/// Reports a polling requirement's verdict; returns the polled value or throws.
private func settle<Value>(_ verdict: PollVerdict, location: SourceLocation, customError: (any Error)?) throws -> Value {
    try settle(pass: verdict.passed, message: verdict.message ?? FailureMessage(stringValue: ""), value: verdict.value as? Value,
               location: location, customError: customError)
}

/// Polls until `expression` is non-nil and returns it; otherwise reports and throws.
/// Shorthand for `require(expression).toEventuallyNot(beNil())`.
@available(*, noasync, message: "use `try await pollUnwrap { ... }` in async code")
@_disfavoredOverload
@discardableResult
public func pollUnwrap<T>(
    fileID: String = #fileID, file: FileString = #filePath, line: UInt = #line, column: UInt = #column,
    timeout: Duration = PollingDefaults.timeout, pollInterval: Duration = PollingDefaults.pollInterval,
    description: String? = nil,
    _ expression: @autoclosure @escaping () throws -> T?
) throws -> T {
    try require(fileID: fileID, file: file, line: line, column: column, try expression())
        .toEventuallyNot(beNil(), timeout: timeout, pollInterval: pollInterval, description: description)
}

/// Polls until the async `expression` is non-nil and returns it; otherwise reports and throws.
@discardableResult
public func pollUnwrap<T>(
    fileID: String = #fileID, file: FileString = #filePath, line: UInt = #line, column: UInt = #column,
    timeout: Duration = PollingDefaults.timeout, pollInterval: Duration = PollingDefaults.pollInterval,
    description: String? = nil,
    _ expression: @escaping @concurrent () async throws -> T?
) async throws -> T {
    // `@concurrent`: the closure keeps the isolation of the code it is written in (see `expect`'s async form).
    try await require(fileID: fileID, file: file, line: line, column: column, expression)
        .toEventuallyNot(beNil(), timeout: timeout, pollInterval: pollInterval, description: description)
}

/// The synchronous `pollUnwrap`, spelled so that it never resolves to the async form.
@available(*, noasync, message: "use `try await pollUnwrapa(...)` in async code")
@discardableResult
public func pollUnwraps<T>(
    fileID: String = #fileID, file: FileString = #filePath, line: UInt = #line, column: UInt = #column,
    timeout: Duration = PollingDefaults.timeout, pollInterval: Duration = PollingDefaults.pollInterval,
    description: String? = nil,
    _ expression: @autoclosure @escaping () throws -> T?
) throws -> T {
    try require(fileID: fileID, file: file, line: line, column: column, try expression())
        .toEventuallyNot(beNil(), timeout: timeout, pollInterval: pollInterval, description: description)
}

/// The async `pollUnwrap` for an autoclosure: `try await pollUnwrapa(await store.first)`.
// Disfavoured so that a trailing closure goes to the closure form (it is never the value).
@_disfavoredOverload
@discardableResult
public func pollUnwrapa<T>(
    fileID: String = #fileID, file: FileString = #filePath, line: UInt = #line, column: UInt = #column,
    timeout: Duration = PollingDefaults.timeout, pollInterval: Duration = PollingDefaults.pollInterval,
    description: String? = nil,
    _ expression: @autoclosure @escaping @concurrent () async throws -> T?
) async throws -> T {
    // `@concurrent`: the autoclosure keeps its caller's isolation, as `expecta`'s does.
    try await require(fileID: fileID, file: file, line: line, column: column, { try await expression() })
        .toEventuallyNot(beNil(), timeout: timeout, pollInterval: pollInterval, description: description)
}
