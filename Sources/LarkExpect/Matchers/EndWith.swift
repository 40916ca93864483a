/// Passes when the sequence's last element equals `endingElement`.
///
/// A nil actual value fails both `to` and `toNot`; an empty sequence does not match.
///
/// Message: `expected to end with <2>, got <[1, 2, 3]>`.
@inlinable
public func endWith<S: Sequence>(_ endingElement: S.Element) -> Predicate<S> where S.Element: Equatable {
    Predicate(valueOnly: { value in
        let status: PredicateStatus = value.map { sequence in
            var last: S.Element?
            for element in sequence { last = element }
            return PredicateStatus(bool: last == endingElement)
        } ?? .fail
        return PredicateResult(status: status, deferred: DeferredMessage(
            expected: endingElement, actual: String?.none, nilHint: value == nil, endWithMessage))
    })
}

/// Passes when the string ends with `endingSubstring`.
///
/// Message: `expected to end with <atm>, got <batman>`.
public func endWith(_ endingSubstring: String) -> Predicate<String> {
    Predicate(valueOnly: { value in
        let status: PredicateStatus = value.map { PredicateStatus(bool: $0.hasSuffix(endingSubstring)) } ?? .fail
        return PredicateResult(status: status, deferred: DeferredMessage(
            expected: endingSubstring, actual: String?.none, nilHint: value == nil, endWithMessage))
    })
}

@usableFromInline
func endWithMessage(_ expected: Any?, _: Any?) -> ExpectationMessage {
    .expectedActualValueTo("end with <\(stringify(expected))>")
}
