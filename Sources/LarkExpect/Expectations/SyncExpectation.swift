/// An expectation on a synchronously evaluated value, made with `expect(...)`.
///
/// Apply predicates with `to`, `toNot`/`notTo`, or the polling forms (`toEventually`, ...).
/// Each returns the expectation with an updated `status`, and reports failures to the test
/// framework running the current test.
public struct SyncExpectation<Value>: Expectation {
    /// The value under test.
    public let expression: Expression<Value>
    /// What the predicates applied so far concluded.
    public let status: ExpectationStatus

    /// An expectation that has not been checked yet.
    @_transparent
    public init(expression: Expression<Value>) {
        self.init(expression: expression, status: .pending)
    }

    @usableFromInline @_transparent
    init(expression: Expression<Value>, status: ExpectationStatus) {
        self.expression = expression
        self.status = status
    }

    /// Where the expectation was written.
    public var location: SourceLocation { expression.location }

    /// Reports a verdict to the current assertion handler and returns the updated expectation.
    @discardableResult
    public func verify(_ pass: Bool, _ message: FailureMessage) -> Self {
        report(passed: pass, message, at: expression.location)
        return SyncExpectation(expression: expression, status: status.applying(pass ? .passed : .failed))
    }

    /// Passes when `predicate` matches the value.
    @_transparent
    @discardableResult
    public func to(_ predicate: Predicate<Value>, description: String? = nil) -> Self {
        apply(predicate, .toMatch, to: "to", description: description)
    }

    /// Passes when `predicate` does not match the value (a nil value fails for most predicates).
    @_transparent
    @discardableResult
    public func toNot(_ predicate: Predicate<Value>, description: String? = nil) -> Self {
        apply(predicate, .toNotMatch, to: "to not", description: description)
    }

    /// The same as `toNot(_:description:)`.
    @_transparent
    @discardableResult
    public func notTo(_ predicate: Predicate<Value>, description: String? = nil) -> Self {
        apply(predicate, .toNotMatch, to: "to not", description: description)
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
    // Always inlined: only then does the optimiser see the predicate's closure and the
    // expression's closure being called once and dropped, and keep them off the heap.
    @usableFromInline @_transparent
    func apply(_ predicate: Predicate<Value>, _ style: ExpectationStyle, to: String, description: String?) -> Self {
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

extension AsyncExpectation {
    func sync(_ expression: Expression<Value>) -> SyncExpectation<Value> {
        SyncExpectation(expression: expression, status: status)
    }
}
