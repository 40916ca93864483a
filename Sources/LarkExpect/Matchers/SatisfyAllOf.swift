/// Passes when every one of `predicates` matches.
///
/// Message: `expected to match all of: {be greater than <1>}, and {equal <3>}, got 2`. When
/// some parts matched and others did not, a second line names the ones that did not.
@_transparent
public func satisfyAllOf<T>(_ predicates: Predicate<T>...) -> Predicate<T> {
    satisfyAllOf(predicates)
}

/// Passes when every one of `predicates` matches.
@_transparent
public func satisfyAllOf<T>(_ predicates: [Predicate<T>]) -> Predicate<T> {
    composite(.allOf, predicates)
}

/// The body of `satisfyAllOf` and `satisfyAnyOf`.
@usableFromInline @_transparent
func composite<T>(_ kind: CompositeKind, _ predicates: [Predicate<T>]) -> Predicate<T> {
    guard allJudgeValueOnly(predicates) else {
        return Predicate(summary: nil, judgesValueOnly: false) { actual in
            var status = kind.neutral
            for predicate in predicates {
                status = kind.combine(status, try predicate.satisfies(actual).status)
            }
            // The parts' messages are only needed for a failure: recomputed then, from the
            // already evaluated expression.
            return PredicateResult(status: status, message: compositeMessage(kind, predicates, actual))
        }
    }
    // Value-only parts are handed the value directly, with no expression around it. An index
    // loop, not `for in`: an iterator over a generic array costs a metadata lookup per check.
    return Predicate(valueOnly: { value in
        var status = kind.neutral
        var index = 0
        while index < predicates.count {
            status = kind.combine(status, try predicates[index].judge(value: value).status)
            index += 1
        }
        return PredicateResult(status: status, message: compositeMessage(kind, predicates, Expression(evaluatedValue: value)))
    })
}

/// `left && right`: both must match.
@_transparent
public func && <T>(left: Predicate<T>, right: Predicate<T>) -> Predicate<T> {
    satisfyAllOf(left, right)
}

/// Passes when every one of `predicates`, synchronous or async, matches.
public func satisfyAllOf<T>(_ predicates: any AsyncablePredicate<T>...) -> AsyncPredicate<T> {
    satisfyAllOf(predicates)
}

/// Passes when every one of `predicates`, synchronous or async, matches.
public func satisfyAllOf<T>(_ predicates: [any AsyncablePredicate<T>]) -> AsyncPredicate<T> {
    AsyncPredicate { actual in
        let (evaluated, value) = await evaluatedOnce(actual)
        var results: [PredicateResult] = []
        for predicate in predicates {
            results.append(try await predicate.satisfies(evaluated))
        }
        let status = CompositeKind.allOf.status(of: results.map(\.status))
        return PredicateResult(status: status, message: compositeMessage(.allOf, results, value))
    }
}

/// `left && right` where the left side is async: both must match.
///
/// (The async operators require an `AsyncPredicate` on one side, so that `a && b` over two
/// plain predicates stays synchronous even inside an `async` test.)
public func && <T>(left: AsyncPredicate<T>, right: some AsyncablePredicate<T>) -> AsyncPredicate<T> {
    satisfyAllOf(left, right)
}

/// `left && right` where only the right side is async: both must match.
public func && <T>(left: Predicate<T>, right: AsyncPredicate<T>) -> AsyncPredicate<T> {
    satisfyAllOf(left, right)
}

/// How `satisfyAllOf` and `satisfyAnyOf` combine their parts and describe them.
@usableFromInline
enum CompositeKind {
    case allOf, anyOf

    var phrase: String { self == .allOf ? "match all of: " : "match one of: " }
    var joiner: String { self == .allOf ? ", and " : ", or " }

    /// The verdict of a composite with no parts.
    @usableFromInline
    var neutral: PredicateStatus { self == .allOf ? .matches : .doesNotMatch }

    /// Folds one more part's verdict into the verdict so far.
    /// allOf: `.fail` if any part fails, else `.doesNotMatch` if any does not match.
    /// anyOf: `.matches` if any part matches, else `.fail` if any fails.
    @usableFromInline
    func combine(_ status: PredicateStatus, _ part: PredicateStatus) -> PredicateStatus {
        let (dominant, next) = self == .allOf ? (PredicateStatus.fail, PredicateStatus.doesNotMatch) : (.matches, .fail)
        if status == dominant || part == dominant { return dominant }
        return status == next || part == next ? next : status
    }

    @usableFromInline
    func status(of parts: [PredicateStatus]) -> PredicateStatus {
        parts.reduce(neutral, combine)
    }
}

/// The message of `satisfyAllOf`/`satisfyAnyOf`: every part's expectation, then (only when the
/// parts disagree) which ones did not match (allOf) or which ones did (anyOf). A nil actual
/// value that makes the whole `.fail` gets the be-nil hint once, at the end.
@usableFromInline
func compositeMessage<T>(_ kind: CompositeKind, _ predicates: [Predicate<T>], _ actual: Expression<T>) -> ExpectationMessage {
    let results = predicates.map { predicate in
        (try? predicate.satisfies(actual)) ?? PredicateResult(status: .fail, message: .fail("threw an error"))
    }
    // Parts that never looked at the value leave it unevaluated: the message needs it.
    let value: T??
    do {
        value = .some(try actual.cachedResult?.get() ?? actual.evaluate())
    } catch {
        value = .none
    }
    return compositeMessage(kind, results, value)
}

/// `value` is nil when the expression has no value (it threw, or was not evaluated).
func compositeMessage<T>(_ kind: CompositeKind, _ results: [PredicateResult], _ value: T??) -> ExpectationMessage {
    let parts = results.map { "{\($0.message.summaryText)}" }
    let text = kind.phrase + parts.joined(separator: kind.joiner)
    var message: ExpectationMessage
    if case let value?? = value {
        message = .expectedCustomValueTo(text, actual: "\(value)")
    } else {
        message = .expectedActualValueTo(text)
    }
    if case .some(.none) = value, kind.status(of: results.map(\.status)) == .fail {
        message = message.appendedBeNilHint()
    }
    let outcomes = Set(results.map { $0.status == .matches })
    if outcomes.count > 1 {
        let listed = zip(parts, results).filter { ($0.1.status == .matches) == (kind == .anyOf) }.map(\.0)
        let label = kind == .allOf ? "not matched: " : "matched: "
        message = message.appended(details: label + listed.joined(separator: ", "))
    }
    return message
}

/// Evaluates `expression` once (through its own cache, so the failure message can show the
/// value) and returns an expression that hands the parts that same outcome, with the value:
/// `.some(nil)` for nil, `.none` when the expression threw.
func evaluatedOnce<T>(_ expression: AsyncExpression<T>) async -> (AsyncExpression<T>, T??) {
    let outcome: Result<T?, any Error>
    do {
        outcome = .success(try await expression.evaluate())
    } catch {
        outcome = .failure(error)
    }
    let evaluated = AsyncExpression<T>(body: { try outcome.get() }, cache: nil, location: expression.location, isClosure: expression.isClosure)
    return (evaluated, try? outcome.get().map { .some($0) } ?? .some(nil))
}
