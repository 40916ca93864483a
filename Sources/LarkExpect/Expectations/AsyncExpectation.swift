/// An expectation on a value that needs `await` (made with `expect { await ... }` or
/// `expecta(...)`). Its `to`/`toNot` are `async`.
public struct AsyncExpectation<Value>: Expectation {
    /// The value under test.
    public let expression: AsyncExpression<Value>
    /// What the predicates applied so far concluded.
    public let status: ExpectationStatus

    /// An expectation that has not been checked yet.
    public init(expression: AsyncExpression<Value>) {
        self.init(expression: expression, status: .pending)
    }

    init(expression: AsyncExpression<Value>, status: ExpectationStatus) {
        self.expression = expression
        self.status = status
    }

    /// Where the expectation was written.
    public var location: SourceLocation { expression.location }

    /// Reports a verdict to the current assertion handler and returns the updated expectation.
    @discardableResult
    public func verify(_ pass: Bool, _ message: FailureMessage) -> Self {
        currentAssertionHandler.assert(pass, message: message, location: expression.location)
        return AsyncExpectation(expression: expression, status: status.applying(pass ? .passed : .failed))
    }

    // Without and with `description:`, as on `SyncExpectation` (a `nil` default costs compile time).

    /// Passes when `predicate` matches the awaited value.
    @discardableResult
    public func to(_ predicate: Predicate<Value>) async -> Self {
        await applyAsync(predicate, .toMatch, description: nil)
    }

    /// Passes when `predicate` matches the awaited value; `description` prefixes the failure message.
    @discardableResult
    public func to(_ predicate: Predicate<Value>, description: String?) async -> Self {
        await applyAsync(predicate, .toMatch, description: description)
    }

    /// Passes when `predicate` does not match the awaited value.
    @discardableResult
    public func toNot(_ predicate: Predicate<Value>) async -> Self {
        await applyAsync(predicate, .toNotMatch, description: nil)
    }

    /// `toNot(_:)` with a `description` that prefixes the failure message.
    @discardableResult
    public func toNot(_ predicate: Predicate<Value>, description: String?) async -> Self {
        await applyAsync(predicate, .toNotMatch, description: description)
    }

    /// The same as `toNot(_:)`.
    @discardableResult
    public func notTo(_ predicate: Predicate<Value>) async -> Self {
        await applyAsync(predicate, .toNotMatch, description: nil)
    }

    /// The same as `toNot(_:description:)`.
    @discardableResult
    public func notTo(_ predicate: Predicate<Value>, description: String?) async -> Self {
        await applyAsync(predicate, .toNotMatch, description: description)
    }

    /// Passes when the async `predicate` matches the awaited value.
    @discardableResult
    public func to(_ predicate: AsyncPredicate<Value>, description: String? = nil) async -> Self {
        await applyAsync(predicate, .toMatch, description: description)
    }

    /// Passes when the async `predicate` does not match the awaited value.
    @discardableResult
    public func toNot(_ predicate: AsyncPredicate<Value>, description: String? = nil) async -> Self {
        await applyAsync(predicate, .toNotMatch, description: description)
    }

    /// The same as `toNot(_:description:)` for async predicates.
    @discardableResult
    public func notTo(_ predicate: AsyncPredicate<Value>, description: String? = nil) async -> Self {
        await applyAsync(predicate, .toNotMatch, description: description)
    }

    /// Judges once; builds and reports a message only for a failure (or for a recorder).
    func applyAsync(_ predicate: some AsyncablePredicate<Value>, _ style: ExpectationStyle, description: String?) async -> Self {
        let judgement = await Judgement(predicate, expression, style)
        if judgement.passed && !assertionHandlerIsInstalled() {
            return AsyncExpectation(expression: expression, status: status.applying(.passed))
        }
        let actual = await expression.settledResult()
        return verify(judgement.passed, FailureMessage(judgement, actual: { actual }, to: style.phrase, description: description))
    }
}
