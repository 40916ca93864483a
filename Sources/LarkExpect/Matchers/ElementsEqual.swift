/// Passes when the actual sequence has the same elements as `expectedValue`, in the same
/// order. The two sequences may be of different types (e.g. a range and an array).
///
/// A nil actual or expected value fails both `to` and `toNot`.
///
/// Message: `expected to elementsEqual <[1, 2, 3]>, got <[3, 2, 1]>`.
public func elementsEqual<Actual: Sequence, Expected: Sequence>(
    _ expectedValue: Expected?
) -> Predicate<Actual> where Actual.Element: Equatable, Actual.Element == Expected.Element {
    elementsEqual(expectedValue, by: ==)
}

/// Passes when the actual sequence's elements are pairwise equivalent, by `areEquivalent`, to
/// those of `expectedValue`, and both have the same length.
public func elementsEqual<Actual: Sequence, Expected: Sequence>(
    _ expectedValue: Expected?,
    by areEquivalent: @escaping (Actual.Element, Expected.Element) -> Bool
) -> Predicate<Actual> {
    sequenceComparison(expectedValue, message: { elementsEqualMessage(expectedValue) },
                       matches: { $0.elementsEqual($1, by: areEquivalent) },
                       difference: { Diagnostics.difference(expected: Array($1), actual: Array($0)) })
}

func elementsEqualMessage(_ expected: Any?) -> ExpectationMessage {
    .expectedActualValueTo("elementsEqual <\(stringify(expected))>")
}
