/// Passes when the sequence's last element equals `endingElement`.
///
/// A nil actual value fails both `to` and `toNot`; an empty sequence does not match.
///
/// Message: `expected to end with <2>, got <[1, 2, 3]>`.
public func endWith<S: Sequence>(_ endingElement: S.Element) -> Predicate<S> where S.Element: Equatable {
    Predicate { actual in
        let value = try actual.evaluate()
        let status: PredicateStatus = value.map { sequence in
            var last: S.Element?
            for element in sequence { last = element }
            return PredicateStatus(bool: last == endingElement)
        } ?? .fail
        return PredicateResult(status: status, message: status == .doesNotMatch
            ? endWithMessage(endingElement).appended(difference: boundaryDifference(value, endingElement, atEnd: true))
            : endWithMessage(endingElement).appendingBeNilHint(if: value == nil))
    }
}

/// Passes when the string ends with `endingSubstring`.
///
/// Message: `expected to end with <atm>, got <batman>`.
public func endWith(_ endingSubstring: String) -> Predicate<String> {
    Predicate { actual in
        let value = try actual.evaluate()
        let status: PredicateStatus = value.map { PredicateStatus(bool: $0.hasSuffix(endingSubstring)) } ?? .fail
        return PredicateResult(status: status, message: endWithMessage(endingSubstring).appendingBeNilHint(if: value == nil))
    }
}

func endWithMessage(_ expected: Any?) -> ExpectationMessage {
    .expectedActualValueTo("end with <\(stringify(expected))>")
}
