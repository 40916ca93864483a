/// An expectation on a synchronously evaluated value, made with `expect(...)`.
///
/// Apply predicates with `to`, `toNot`/`notTo`, or the polling forms (`toEventually`, ...).
/// Each returns the expectation with an updated `status`, and reports failures to the test
/// framework running the current test.
public struct SyncExpectation<Value>: Expectation {
    // The expression's parts, held flat rather than as an `Expression`: every nested struct
    // initializer is one more copy and destroy of the whole value in an unoptimised build.
    @usableFromInline let storage: Expression<Value>.Storage
    /// Where the expectation was written.
    public let location: SourceLocation
    @usableFromInline let isClosure: Bool
    /// What the predicates applied so far concluded.
    public let status: ExpectationStatus

    /// An expectation that has not been checked yet.
    @_transparent
    public init(expression: consuming Expression<Value>) {
        self.init(storage: expression.storage, location: expression.location, isClosure: expression.isClosure, status: .pending)
    }

    @usableFromInline @_transparent
    init(expression: Expression<Value>, status: ExpectationStatus) {
        self.init(storage: expression.storage, location: expression.location, isClosure: expression.isClosure, status: status)
    }

    @usableFromInline @_transparent
    init(storage: consuming Expression<Value>.Storage, location: consuming SourceLocation, isClosure: Bool, status: ExpectationStatus) {
        self.storage = storage
        self.location = location
        self.isClosure = isClosure
        self.status = status
    }

    /// The value under test.
    public var expression: Expression<Value> {
        Expression(storage: storage, location: location, isClosure: isClosure)
    }

    /// Reports a verdict to the current assertion handler and returns the updated expectation.
    @discardableResult
    public func verify(_ pass: Bool, _ message: FailureMessage) -> Self {
        report(passed: pass, message, at: location)
        return SyncExpectation(storage: storage, location: location, isClosure: isClosure, status: status.applying(pass ? .passed : .failed))
    }

    /// Passes when `predicate` matches the value.
    @_transparent
    @discardableResult
    public func to(_ predicate: Predicate<Value>, description: String? = nil) -> Self {
        apply(predicate, .toMatch, description: description)
    }

    /// Passes when `predicate` does not match the value (a nil value fails for most predicates).
    @_transparent
    @discardableResult
    public func toNot(_ predicate: Predicate<Value>, description: String? = nil) -> Self {
        apply(predicate, .toNotMatch, description: description)
    }

    /// The same as `toNot(_:description:)`.
    @_transparent
    @discardableResult
    public func notTo(_ predicate: Predicate<Value>, description: String? = nil) -> Self {
        apply(predicate, .toNotMatch, description: description)
    }

    /// Passes when the async `predicate` matches the value.
    @discardableResult
    public func to(_ predicate: AsyncPredicate<Value>, description: String? = nil) async -> Self {
        await AsyncExpectation(expression: expression.toAsyncExpression(), status: status)
            .applyAsync(predicate, .toMatch, to: "to", description: description).sync(expression)
    }

    /// Passes when the async `predicate` does not match the value.
    @discardableResult
    public func toNot(_ predicate: AsyncPredicate<Value>, description: String? = nil) async -> Self {
        await AsyncExpectation(expression: expression.toAsyncExpression(), status: status)
            .applyAsync(predicate, .toNotMatch, to: "to not", description: description).sync(expression)
    }

    /// The same as `toNot(_:description:)` for async predicates.
    @discardableResult
    public func notTo(_ predicate: AsyncPredicate<Value>, description: String? = nil) async -> Self {
        await toNot(predicate, description: description)
    }

    /// The hot path: judge, and only on failure (or under a recorder) build and report a message.
    @usableFromInline @_transparent
    func apply(_ predicate: Predicate<Value>, _ style: ExpectationStyle, description: String?) -> Self {
        // Inlined into the caller, where every type is concrete: a built-in check on a value
        // not evaluated yet. An unoptimised build then runs no generic code that looks up
        // metadata. Everything else is out of line, keeping each expectation's inlined code
        // (and so a test file's compile time) small.
        if case let .check(check) = predicate.body, case let .lazy(body) = storage {
            let value: Value?
            do { value = try body() } catch {
                return failed(by: error, description: description)
            }
            let pass = if let value { check.passes(value, style) } else { check.passesNil(style) }
            if !pass || assertionHandlerIsInstalled() {
                reportCheck(check, value, passed: pass, style, description: description, at: location)
            }
            return SyncExpectation(
                storage: .evaluated(.success(value)), location: location, isClosure: isClosure,
                status: status.applying(pass ? .passed : .failed))
        }
        return applyOutOfLine(predicate, style, description: description)
    }

    /// The expression threw: a failure under `to` and `toNot` alike.
    @usableFromInline
    func failed(by error: any Error, description: String?) -> Self {
        report(passed: false, unexpectedErrorMessage(error, description: description), at: location)
        return SyncExpectation(storage: .evaluated(.failure(error)), location: location, isClosure: isClosure, status: status.applying(.failed))
    }

    /// Predicates other than the built-in checks (custom matchers, closures over the
    /// expression). Out of line: inlined, this path would multiply the code of every
    /// expectation in a test file, and with it the compile time.
    @usableFromInline
    func applyOutOfLine(_ predicate: Predicate<Value>, _ style: ExpectationStyle, description: String?) -> Self {
        let to = style.phrase
        // Value-only predicates get the value evaluated once, here; the others a memoised
        // expression. Either way the returned expectation keeps the outcome, so chained checks
        // and the failure report never re-run the user's expression.
        let subject = predicate.judgesValueOnly ? expression.resolved() : expression.memoized()
        let pass: Bool
        let message: FailureMessage?
        do {
            let result = try predicate.satisfies(subject)
            pass = result.status.toBoolean(expectation: style)
            message = pass && !assertionHandlerIsInstalled()
                ? nil
                : failureMessage(result.message, subject.settledResult(), to: to, description: description)
        } catch {
            pass = false
            message = unexpectedErrorMessage(error, description: description)
        }
        if let message { report(passed: pass, message, at: subject.location) }
        return SyncExpectation(expression: subject, status: status.applying(pass ? .passed : .failed))
    }
}

/// Builds and reports the message of a check's verdict (failures, and every verdict under a
/// recorder). Judges again to tell an error thrown by the check from a plain mismatch.
@usableFromInline
func reportCheck<Value>(
    _ check: any ValueCheck<Value>, _ value: Value?, passed: Bool, _ style: ExpectationStyle, description: String?, at location: SourceLocation
) {
    let message: FailureMessage
    do {
        _ = try check.status(ofOptional: value)
        message = failureMessage(check.message(for: value), .success(value), to: style.phrase, description: description)
    } catch {
        message = unexpectedErrorMessage(error, description: description)
    }
    report(passed: passed, message, at: location)
}

extension AsyncExpectation {
    func sync(_ expression: Expression<Value>) -> SyncExpectation<Value> {
        SyncExpectation(expression: expression, status: status)
    }
}
