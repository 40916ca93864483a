// A bridge into Swift Testing's own macros: a Bool that `#expect` and `#require` can judge,
// with predicates that describe themselves, so a failure reads
// `Expectation failed: satisfies(x → 5, equal(3) → equal <3>)`.

/// True when `predicate` matches `value`. For Swift Testing's macros:
///
/// ```swift
/// #expect(satisfies(total, equal(42)))
/// try #require(satisfies(name, beginWith("Dr")))
/// ```
/// A nil value, for which the predicate cannot judge, gives false.
public func satisfies<T>(_ value: T?, _ predicate: Predicate<T>) -> Bool {
    judge(value, predicate) == .matches
}

/// True when `predicate` does not match `value`: the negated form, which (unlike
/// `!satisfies(...)`) is false when the predicate cannot judge the value (e.g. it is nil).
public func doesNotSatisfy<T>(_ value: T?, _ predicate: Predicate<T>) -> Bool {
    judge(value, predicate) == .doesNotMatch
}

private func judge<T>(_ value: T?, _ predicate: Predicate<T>) -> PredicateStatus {
    let expression = Expression<T>(evaluatedValue: value)
    return (try? predicate.satisfies(expression).status) ?? .fail
}
