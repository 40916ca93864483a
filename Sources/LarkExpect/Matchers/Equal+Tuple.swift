/// Passes when the actual tuple equals `expectedValue` element by element. One overload covers
/// tuples of any length whose elements are all `Equatable` (labels are ignored).
///
/// A nil expected or actual tuple fails both `to` and `toNot`.
///
/// There are no `==`/`!=` operator forms for tuples: every extra `==` overload slows down the
/// type checking of every `==` in a test file, so write `expect(pair).to(equal((1, "b")))`.
///
/// Message: `expected to equal <(1, "b")>, got <(1, "a")>`.
@_disfavoredOverload
public func equal<each Element: Equatable>(_ expectedValue: (repeat each Element)?) -> Predicate<(repeat each Element)> {
    equal(expectedValue, by: tuplesEqual)
}

/// `equal` for values compared by `areEqual` (the tuple forms).
func equal<T>(_ expectedValue: T?, by areEqual: @escaping (T, T) -> Bool) -> Predicate<T> {
    Predicate { actual in
        let actualValue = try actual.evaluate()
        guard let expected = expectedValue, let value = actualValue else {
            return PredicateResult(status: .fail, message: equalMessage(expectedValue, actualValue).appendedBeNilHint())
        }
        let equal = areEqual(expected, value)
        return PredicateResult(bool: equal, message: equalMessage(expectedValue, actualValue, differing: !equal))
    }
}

func tuplesEqual<each Element: Equatable>(_ lhs: (repeat each Element), _ rhs: (repeat each Element)) -> Bool {
    for (left, right) in repeat (each lhs, each rhs) {
        if left != right { return false }
    }
    return true
}
