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
    Predicate { actual in
        let value = try actual.evaluate()
        guard let sequence = value, let expected = expectedValue else {
            return PredicateResult(status: .fail, message: elementsEqualMessage(expectedValue).appendedBeNilHint())
        }
        let equal = sequence.elementsEqual(expected, by: areEquivalent)
        return PredicateResult(bool: equal, message: equal
            ? elementsEqualMessage(expectedValue)
            : elementsEqualMessage(expectedValue)
                .appended(difference: Diagnostics.difference(expected: Array(expected), actual: Array(sequence))))
    }
}

func elementsEqualMessage(_ expected: Any?) -> ExpectationMessage {
    .expectedActualValueTo("elementsEqual <\(stringify(expected))>")
}
