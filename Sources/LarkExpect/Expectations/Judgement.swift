/// One application of a predicate to an expression: whether the expectation passed, and the
/// predicate's result, whose text `FailureMessage(_:actual:to:description:)` builds only for a
/// failure or a recorder that wants every verdict. Every way of applying a predicate (`to`,
/// `require`, each poll) goes through here, so they all judge and word their verdicts alike.
@usableFromInline
struct Judgement {
    /// Whether the expectation passed.
    @usableFromInline let passed: Bool
    @usableFromInline let outcome: Result<PredicateResult, any Error>

    /// Judges synchronously.
    @inlinable
    init<V>(_ predicate: Predicate<V>, _ expression: Expression<V>, _ style: ExpectationStyle) {
        // `@inlinable`: the passing path (see SyncExpectation's `to`); `message` is not.
        do {
            let result = try predicate.satisfies(expression)
            self.init(passed: result.toBoolean(expectation: style), outcome: .success(result))
        } catch {
            self.init(passed: false, outcome: .failure(error))
        }
    }

    /// Judges with a predicate that may await.
    init<V>(_ predicate: some AsyncablePredicate<V>, _ expression: AsyncExpression<V>, _ style: ExpectationStyle) async {
        do {
            let result = try await predicate.satisfies(expression)
            self.init(passed: result.toBoolean(expectation: style), outcome: .success(result))
        } catch {
            self.init(passed: false, outcome: .failure(error))
        }
    }

    @usableFromInline
    init(passed: Bool, outcome: Result<PredicateResult, any Error>) {
        self.passed = passed
        self.outcome = outcome
    }

    /// The predicate threw (usually because the expression threw while it was evaluated):
    /// a verdict that waiting will not change.
    var threw: Bool {
        if case .failure = outcome { return true }
        return false
    }
}
