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
    return Predicate(check: CompositeCheck(kind: kind, parts: predicates))
}

/// A composite of parts that only read the value: they are handed the value directly, with
/// no expression around it, and build no message unless one is asked for.
@usableFromInline
struct CompositeCheck<Subject>: ValueCheck {
    @usableFromInline let kind: CompositeKind
    /// Every part, for the message and the verdict on nil.
    @usableFromInline let parts: [Predicate<Subject>]
    /// The first two parts again, as checks held directly: reaching them needs no generic
    /// array access or optional, which unoptimised code pays for with metadata lookups.
    @usableFromInline let first: any ValueCheck<Subject>
    @usableFromInline let second: any ValueCheck<Subject>
    @usableFromInline let count: Int

    @usableFromInline @_transparent
    init(kind: CompositeKind, parts: [Predicate<Subject>]) {
        self.kind = kind
        self.parts = parts
        self.count = parts.count
        // A missing part is the neutral verdict, which leaves the combination unchanged.
        self.first = count > 0 ? parts[0].asCheck : ConstantCheck(status: kind.neutral)
        self.second = count > 1 ? parts[1].asCheck : ConstantCheck(status: kind.neutral)
    }

    @inlinable
    func status(of value: Subject) throws -> PredicateStatus {
        var status = kind.combine(try first.status(of: value), try second.status(of: value))
        var index = 2
        while index < count {
            status = kind.combine(status, try parts[index].status(ofPresent: value))
            index += 1
        }
        return status
    }

    @usableFromInline
    func statusOfNil() throws -> PredicateStatus {
        try kind.status(of: parts.map { try $0.status(ofValue: nil) })
    }

    @usableFromInline
    func message(for value: Subject?) -> ExpectationMessage {
        compositeMessage(kind, parts, Expression(evaluatedValue: value))
    }
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
    @inlinable
    var neutral: PredicateStatus { self == .allOf ? .matches : .doesNotMatch }

    /// Folds one more part's verdict into the verdict so far.
    /// allOf: `.fail` if any part fails, else `.doesNotMatch` if any does not match.
    /// anyOf: `.matches` if any part matches, else `.fail` if any fails.
    /// allOf: any `.fail` wins, then any `.doesNotMatch`; anyOf: any `.matches` wins, then
    /// any `.fail`. (Pattern matches rather than `==`, which unoptimised code calls through
    /// `Equatable`.)
    @inlinable
    func combine(_ status: PredicateStatus, _ part: PredicateStatus) -> PredicateStatus {
        switch (self, status, part) {
        case (.allOf, .fail, _), (.allOf, _, .fail): .fail
        case (.allOf, .doesNotMatch, _), (.allOf, _, .doesNotMatch): .doesNotMatch
        case (.anyOf, .matches, _), (.anyOf, _, .matches): .matches
        case (.anyOf, .fail, _), (.anyOf, _, .fail): .fail
        default: status
        }
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
