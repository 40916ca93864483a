/// Passes when every one of `predicates` matches.
///
/// Message: `expected to match all of: {be greater than <1>}, and {equal <3>}, got 2`. When
/// some parts matched and others did not, a line below it (outside `stringValue`) names the
/// ones that did not.
@inlinable
public func satisfyAllOf<T>(_ predicates: Predicate<T>...) -> Predicate<T> {
    satisfyAllOf(predicates)
}

/// Passes when every one of `predicates` matches.
@inlinable
public func satisfyAllOf<T>(_ predicates: [Predicate<T>]) -> Predicate<T> {
    composite(.allOf, predicates)
}

/// The body of `satisfyAllOf` and `satisfyAnyOf`: every part judges the same expression,
/// which evaluates once; the parts' messages are composed only for a report.
///
/// `@inlinable`, as are `satisfyAllOf` and `&&` over plain predicates: the passing path (see
/// LarkExpect.swift).
@inlinable
func composite<T>(_ kind: CompositeKind, _ predicates: [Predicate<T>]) -> Predicate<T> {
    Predicate { actual in
        var results: [PredicateResult] = []
        results.reserveCapacity(predicates.count)
        var status = kind.neutral
        // By index: iterating the elements of a generic array in unoptimised code looks up its
        // iterator's type metadata on every check (8% of a debug-built `satisfyAllOf`).
        for index in predicates.indices {
            let result = try predicates[index].satisfies(actual)
            status = kind.combine(status, result.status)
            results.append(result)
        }
        return PredicateResult(status: status, message: compositeMessage(kind, results, outcome(of: actual)))
    }
}

/// The value of an evaluated expression for a message: `.some(nil)` for nil, `.none` when it threw.
@usableFromInline
func outcome<T>(of expression: Expression<T>) -> T?? {
    do { return .some(try expression.evaluate()) } catch { return .none }
}

/// `left && right`: both must match.
@inlinable
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
        switch (self, status, part) {
        case (.allOf, .fail, _), (.allOf, _, .fail): .fail
        case (.allOf, .doesNotMatch, _), (.allOf, _, .doesNotMatch): .doesNotMatch
        case (.anyOf, .matches, _), (.anyOf, _, .matches): .matches
        case (.anyOf, .fail, _), (.anyOf, _, .fail): .fail
        default: status
        }
    }

    func status(of parts: [PredicateStatus]) -> PredicateStatus {
        parts.reduce(neutral, combine)
    }
}

/// `value` is nil when the expression has no value (it threw, or was not evaluated).
@usableFromInline
func compositeMessage<T>(_ kind: CompositeKind, _ results: [PredicateResult], _ value: T??) -> ExpectationMessage {
    let messages = results.map(\.message)
    let parts = messages.map { "{\($0.summaryText)}" }
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
    // Which parts decided the verdict goes below Nimble's one-line text, with the difference
    // lines: `stringValue` stays Nimble's, and a test framework shows the line.
    var naming: [String] = []
    if Set(results.map { $0.status == .matches }).count > 1 {
        let listed = zip(parts, results).filter { ($0.1.status == .matches) == (kind == .anyOf) }.map(\.0)
        naming = [(kind == .allOf ? "not matched: " : "matched: ") + listed.joined(separator: ", ")]
    }
    return message.appended(difference: naming + compositeDifference(kind, results, messages, parts))
}

/// The difference lines of the parts that did not match, when the composite as a whole did
/// not: a single part's lines as they are, several parts' lines each under the part's name.
private func compositeDifference(
    _ kind: CompositeKind, _ results: [PredicateResult], _ messages: [ExpectationMessage], _ parts: [String]
) -> [String] {
    guard kind.status(of: results.map(\.status)) != .matches else { return [] }
    var differing: [(part: String, lines: [String])] = []
    for (result, (part, message)) in zip(results, zip(parts, messages)) where result.status != .matches && !message.difference.isEmpty {
        differing.append((part, message.difference))
    }
    if differing.count == 1 { return differing[0].lines }
    return differing.flatMap { difference -> [String] in
        ["\(difference.part):"] + difference.lines.map { "  \($0)" }
    }
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
