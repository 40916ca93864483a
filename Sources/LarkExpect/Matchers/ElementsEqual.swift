/// Passes when the actual sequence has the same elements as `expectedValue`, in the same
/// order. The two sequences may be of different types (e.g. a range and an array).
///
/// A nil actual or expected value fails both `to` and `toNot`.
///
/// Message: `expected to elementsEqual <[1, 2, 3]>, got <[3, 2, 1]>`.
@inlinable
public func elementsEqual<Actual: Sequence, Expected: Sequence>(
    _ expectedValue: Expected?
) -> Predicate<Actual> where Actual.Element: Equatable, Actual.Element == Expected.Element {
    elementsEqual(expectedValue, by: ==)
}

/// Passes when the actual sequence's elements are pairwise equivalent, by `areEquivalent`, to
/// those of `expectedValue`, and both have the same length.
@inlinable
public func elementsEqual<Actual: Sequence, Expected: Sequence>(
    _ expectedValue: Expected?,
    by areEquivalent: @escaping (Actual.Element, Expected.Element) -> Bool
) -> Predicate<Actual> {
    Predicate(valueOnly: { value in
        guard let sequence = value, let expected = expectedValue else {
            return PredicateResult(status: .fail, deferred: DeferredMessage(
                expected: expectedValue, actual: String?.none, nilHint: true, elementsEqualMessage))
        }
        return PredicateResult(status: PredicateStatus(bool: sequence.elementsEqual(expected, by: areEquivalent)), deferred: DeferredMessage(
            expected: expectedValue, actual: String?.none, nilHint: false, elementsEqualMessage))
    })
}

@usableFromInline
func elementsEqualMessage(_ expected: Any?, _: Any?) -> ExpectationMessage {
    .expectedActualValueTo("elementsEqual <\(stringify(expected))>")
}
