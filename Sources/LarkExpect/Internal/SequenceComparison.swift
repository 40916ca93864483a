/// A predicate that compares the actual sequence with an expected one. A nil on either side
/// fails both `to` and `toNot`. The message is made only when the result is read, and the
/// difference lines only on a mismatch.
func sequenceComparison<Actual: Sequence, Expected: Sequence>(
    _ expected: Expected?,
    message: @escaping () -> ExpectationMessage,
    matches: @escaping (Actual, Expected) -> Bool,
    difference: @escaping (_ actual: Actual, _ expected: Expected) -> [String]
) -> Predicate<Actual> {
    Predicate { actual in
        guard let sequence = try actual.evaluate(), let expected else {
            return PredicateResult(status: .fail, message: message().appendedBeNilHint())
        }
        let matched = matches(sequence, expected)
        return PredicateResult(bool: matched, message: matched ? message() : message().appended(difference: difference(sequence, expected)))
    }
}
