/// Passes when the sequence starts with the elements of `expectedPrefix`, in order (an empty
/// prefix always matches). The two sequences may be of different types.
///
/// A nil actual value or a nil prefix fails both `to` and `toNot`.
///
/// Message: `expected to begin with <[2, 3]>, got <[1, 2, 3]>`.
public func beginWith<Actual: Sequence, Prefix: Sequence>(
    prefix expectedPrefix: Prefix?
) -> Predicate<Actual> where Actual.Element: Equatable, Actual.Element == Prefix.Element {
    beginWith(prefix: expectedPrefix, by: ==)
}

/// Passes when the sequence starts with elements that are equivalent, by `areEquivalent`, to
/// those of `expectedPrefix`.
public func beginWith<Actual: Sequence, Prefix: Sequence>(
    prefix expectedPrefix: Prefix?,
    by areEquivalent: @escaping (Actual.Element, Prefix.Element) -> Bool
) -> Predicate<Actual> {
    sequenceComparison(expectedPrefix, message: { beginWithMessage(expectedPrefix) },
                       matches: { $0.starts(with: $1, by: areEquivalent) },
                       difference: { prefixDifference(Array($1), Array($0)) })
}

/// The difference of `beginWith(prefix:)`: the prefix against as many leading actual elements.
func prefixDifference<Element, Other>(_ prefix: [Element], _ actual: [Other]) -> [String] {
    Diagnostics.differenceLines(expected: prefix, actual: Array(actual.prefix(prefix.count)))
}
