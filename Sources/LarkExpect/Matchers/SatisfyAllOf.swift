/// Passes when every one of `predicates` matches.
///
/// Message: `expected to match all of: {be greater than <1>}, and {equal <3>}, got 2`. When
/// some parts matched and others did not, a second line names the ones that did not.
@inlinable
public func satisfyAllOf<T>(_ predicates: Predicate<T>...) -> Predicate<T> {
    satisfyAllOf(predicates)
}

/// Passes when every one of `predicates` matches.
@inlinable
public func satisfyAllOf<T>(_ predicates: [Predicate<T>]) -> Predicate<T> {
    Predicate(summary: nil, judgesValueOnly: predicates.allSatisfy(\.judgesValueOnly)) { actual in
        var status = PredicateStatus.matches
        for predicate in predicates {
            switch try predicate.satisfies(actual).status {
            case .fail: status = .fail
            case .doesNotMatch where status == .matches: status = .doesNotMatch
            default: break
            }
        }
        // The parts' messages are only needed for a failure: recomputed then, from the
        // already evaluated expression.
        return PredicateResult(status: status, message: compositeMessage("match all of", predicates, actual))
    }
}

/// `left && right`: both must match.
@inlinable
public func && <T>(left: Predicate<T>, right: Predicate<T>) -> Predicate<T> {
    satisfyAllOf(left, right)
}

/// The message of `satisfyAllOf`/`satisfyAnyOf`: every part's expectation, then (only when the
/// parts disagree) which ones did not match.
@usableFromInline
func compositeMessage<T>(_ verb: String, _ predicates: [Predicate<T>], _ actual: Expression<T>) -> ExpectationMessage {
    let results = predicates.map { predicate in
        (try? predicate.satisfies(actual)) ?? PredicateResult(status: .fail, message: .fail("threw an error"))
    }
    let parts = results.map { "{\($0.message.expectedMessage)}" }
    let text = "\(verb): " + parts.joined(separator: ", and ")
    var message: ExpectationMessage
    if case let .success(value?)? = actual.cachedResult {
        message = .expectedCustomValueTo(text, actual: "\(value)")
    } else {
        message = .expectedActualValueTo(text)
    }
    let outcomes = Set(results.map { $0.status == .matches })
    if outcomes.count > 1 {
        let unmatched = zip(parts, results).filter { $0.1.status != .matches }.map(\.0)
        message = message.appended(details: "not matched: " + unmatched.joined(separator: ", "))
    }
    return message
}
