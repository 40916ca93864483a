/// Passes when at least one of `predicates` matches. A part that matches wins even if another
/// part cannot judge the value (`.fail`), so `beNil() || equal(3)` accepts nil.
///
/// Message: `expected to match one of: {equal <3>}, or {equal <4>}, got 2`. When some parts
/// matched and others did not (a failing `toNot`), a line below it (outside `stringValue`)
/// names the ones that matched.
public func satisfyAnyOf<T>(_ predicates: Predicate<T>...) -> Predicate<T> {
    satisfyAnyOf(predicates)
}

/// Passes when at least one of `predicates` matches.
public func satisfyAnyOf<T>(_ predicates: [Predicate<T>]) -> Predicate<T> {
    composite(.anyOf, predicates)
}

/// `left || right`: either may match.
public func || <T>(left: Predicate<T>, right: Predicate<T>) -> Predicate<T> {
    satisfyAnyOf(left, right)
}

/// Passes when at least one of `predicates`, synchronous or async, matches.
public func satisfyAnyOf<T>(_ predicates: any AsyncablePredicate<T>...) -> AsyncPredicate<T> {
    satisfyAnyOf(predicates)
}

/// Passes when at least one of `predicates`, synchronous or async, matches.
public func satisfyAnyOf<T>(_ predicates: [any AsyncablePredicate<T>]) -> AsyncPredicate<T> {
    AsyncPredicate { actual in
        let (evaluated, value) = await evaluatedOnce(actual)
        var results: [PredicateResult] = []
        for predicate in predicates {
            results.append(try await predicate.satisfies(evaluated))
        }
        let status = CompositeKind.anyOf.status(of: results.map(\.status))
        return PredicateResult(status: status, message: compositeMessage(.anyOf, results, value))
    }
}

/// `left || right` where the left side is async: either may match.
///
/// (The async operators require an `AsyncPredicate` on one side, so that `a || b` over two
/// plain predicates stays synchronous even inside an `async` test.)
public func || <T>(left: AsyncPredicate<T>, right: some AsyncablePredicate<T>) -> AsyncPredicate<T> {
    satisfyAnyOf(left, right)
}

/// `left || right` where only the right side is async: either may match.
public func || <T>(left: Predicate<T>, right: AsyncPredicate<T>) -> AsyncPredicate<T> {
    satisfyAnyOf(left, right)
}
