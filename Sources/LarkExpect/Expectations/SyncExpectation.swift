/// An expectation on a synchronously evaluated value, made with `expect(...)`.
///
/// Apply predicates with `to`, `toNot`/`notTo`, or the polling forms (`toEventually`, ...).
/// Each returns the expectation with an updated `status`, and reports failures to the test
/// framework running the current test.
public struct SyncExpectation<Value>: Expectation {
    /// The value under test (evaluated at most once, then remembered for chained checks).
    public let expression: Expression<Value>
    /// What the predicates applied so far concluded.
    public var status: ExpectationStatus { currentStatus }
    @usableFromInline var currentStatus: ExpectationStatus

    /// An expectation that has not been checked yet.
    @inlinable
    public init(expression: Expression<Value>) {
        self.expression = expression
        self.currentStatus = .pending
    }

    init(expression: Expression<Value>, status: ExpectationStatus) {
        self.expression = expression
        self.currentStatus = status
    }

    /// Where the expectation was written.
    public var location: SourceLocation { expression.location }

    /// Reports a verdict to the current assertion handler and returns the updated expectation.
    @discardableResult
    public func verify(_ pass: Bool, _ message: FailureMessage) -> Self {
        currentAssertionHandler.assert(pass, message: message, location: location)
        return SyncExpectation(expression: expression, status: status.applying(pass ? .passed : .failed))
    }

    // Each check comes twice, without and with `description:`: a defaulted `description: String? = nil`
    // would be type-checked again at every call site (a `nil` default is caller-side), which
    // measurably slowed down compiling test files full of expectations. The checks consume the
    // expectation and the predicate, so a test's call site hands both over instead of
    // destroying them after the call: 3% fewer -Onone compile instructions for a test file
    // (scripts/compile-cost.sh), since a mandatory pass walks every test method's instructions.

    // `to`/`toNot` and what they call are `@inlinable`: the passing path (see LarkExpect.swift).

    /// Passes when `predicate` matches the value.
    @inlinable @discardableResult
    public consuming func to(_ predicate: consuming Predicate<Value>) -> Self {
        apply(predicate, .toMatch, description: nil)
        return consume self
    }

    /// Passes when `predicate` matches the value; `description` prefixes the failure message.
    @discardableResult
    public consuming func to(_ predicate: consuming Predicate<Value>, description: String?) -> Self {
        apply(predicate, .toMatch, description: description)
        return consume self
    }

    /// Passes when `predicate` does not match the value (a nil value fails for most predicates).
    @inlinable @discardableResult
    public consuming func toNot(_ predicate: consuming Predicate<Value>) -> Self {
        apply(predicate, .toNotMatch, description: nil)
        return consume self
    }

    /// `toNot(_:)` with a `description` that prefixes the failure message.
    @discardableResult
    public consuming func toNot(_ predicate: consuming Predicate<Value>, description: String?) -> Self {
        apply(predicate, .toNotMatch, description: description)
        return consume self
    }

    /// The same as `toNot(_:)`.
    @discardableResult
    public consuming func notTo(_ predicate: consuming Predicate<Value>) -> Self {
        apply(predicate, .toNotMatch, description: nil)
        return consume self
    }

    /// The same as `toNot(_:description:)`.
    @discardableResult
    public consuming func notTo(_ predicate: consuming Predicate<Value>, description: String?) -> Self {
        apply(predicate, .toNotMatch, description: description)
        return consume self
    }

    // The async forms below are disfavoured: an async closure polled with them must reach the
    // async form of `expect`/`require` instead (see "Choosing the form" in Expect.swift).

    /// Passes when the async `predicate` matches the value.
    @_disfavoredOverload
    @discardableResult
    public func to(_ predicate: AsyncPredicate<Value>, description: String? = nil) async -> Self {
        await AsyncExpectation(expression: expression.toAsyncExpression(), status: status)
            .applyAsync(predicate, .toMatch, description: description).sync(expression)
    }

    /// Passes when the async `predicate` does not match the value.
    @_disfavoredOverload
    @discardableResult
    public func toNot(_ predicate: AsyncPredicate<Value>, description: String? = nil) async -> Self {
        await AsyncExpectation(expression: expression.toAsyncExpression(), status: status)
            .applyAsync(predicate, .toNotMatch, description: description).sync(expression)
    }

    /// The same as `toNot(_:description:)` for async predicates.
    @_disfavoredOverload
    @discardableResult
    public func notTo(_ predicate: AsyncPredicate<Value>, description: String? = nil) async -> Self {
        await toNot(predicate, description: description)
    }

    /// Judges once; builds and reports a message only for a failure (or for a recorder).
    /// Updates `status` in place: the checks consume the expectation and hand it back, so
    /// neither a test's call site nor unspecialised code here copies or destroys one.
    /// A failure's path from here, call by call: docs/architecture-failure-path.md.
    @inlinable
    mutating func apply(_ predicate: Predicate<Value>, _ style: ExpectationStyle, description: String?) {
        let judgement = Judgement(predicate, expression, style)
        if !judgement.passed || assertionHandlerIsInstalled() {
            let message = FailureMessage(judgement, actual: expression.settledResult, to: style.phrase, description: description)
            currentAssertionHandler.assert(judgement.passed, message: message, location: location)
        }
        currentStatus = currentStatus.applying(judgement.passed ? .passed : .failed)
    }
}

extension AsyncExpectation {
    func sync(_ expression: Expression<Value>) -> SyncExpectation<Value> {
        SyncExpectation(expression: expression, status: status)
    }
}
