/// Passes when `predicate` does not match: `expect(x).to(not(equal(2)))` reads like
/// `expect(x).toNot(equal(2))`, and composes inside `satisfyAllOf`, `allPass`, `map`, ...
///
/// A verdict of `.fail` (e.g. for a nil value) stays `.fail`.
///
/// Message: `expected to not equal <2>, got <2>`.
public func not<T>(_ predicate: Predicate<T>) -> Predicate<T> {
    Predicate { actual in
        negated(try predicate.satisfies(actual))
    }
}

/// The async form of `not(_:)`.
public func not<T>(_ predicate: AsyncPredicate<T>) -> AsyncPredicate<T> {
    AsyncPredicate { actual in
        negated(try await predicate.satisfies(actual))
    }
}

func negated(_ result: PredicateResult) -> PredicateResult {
    let status: PredicateStatus
    switch result.status {
    case .matches: status = .doesNotMatch
    case .doesNotMatch: status = .matches
    case .fail: status = .fail
    }
    return PredicateResult(status: status, message: result.message.prepended(expectation: "not "))
}
