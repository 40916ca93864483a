/// Passes when the sequence's first element equals `startingElement`.
///
/// A nil actual value fails both `to` and `toNot`; an empty sequence does not match.
///
/// Message: `expected to begin with <2>, got <[1, 2, 3]>`.
public func beginWith<S: Sequence>(_ startingElement: S.Element) -> Predicate<S> where S.Element: Equatable {
    Predicate { actual in
        let value = try actual.evaluate()
        let status: PredicateStatus = value.map { sequence in
            var iterator = sequence.makeIterator()
            return PredicateStatus(bool: iterator.next() == startingElement)
        } ?? .fail
        return PredicateResult(status: status, message: status == .doesNotMatch
            ? beginWithMessage(startingElement).appended(difference: boundaryDifference(value, startingElement, atEnd: false))
            : beginWithMessage(startingElement).appendingBeNilHint(if: value == nil))
    }
}

/// Passes when the string starts with `startingSubstring`.
///
/// Message: `expected to begin with <atm>, got <batman>`.
public func beginWith(_ startingSubstring: String) -> Predicate<String> {
    Predicate { actual in
        let value = try actual.evaluate()
        let status: PredicateStatus = value.map { PredicateStatus(bool: $0.hasPrefix(startingSubstring)) } ?? .fail
        return PredicateResult(status: status, message: beginWithMessage(startingSubstring).appendingBeNilHint(if: value == nil))
    }
}

func beginWithMessage(_ expected: Any?) -> ExpectationMessage {
    .expectedActualValueTo("begin with <\(stringify(expected))>")
}

/// The difference of `beginWith`/`endWith` on a sequence: the actual elements against the same
/// elements with the wanted one at the start (or end), so the line names the index that differs.
func boundaryDifference<S: Sequence>(_ sequence: S?, _ wanted: S.Element, atEnd: Bool) -> [String] {
    guard let sequence else { return [] }
    let actual = Array(sequence)
    var expected = actual
    if expected.isEmpty {
        expected = [wanted]
    } else {
        expected[atEnd ? expected.count - 1 : 0] = wanted
    }
    return Diagnostics.differenceLines(expected: expected, actual: actual)
}
