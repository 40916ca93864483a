/// Passes when the sequence's first element equals `startingElement`.
///
/// A nil actual value fails both `to` and `toNot`; an empty sequence does not match.
///
/// Message: `expected to begin with <2>, got <[1, 2, 3]>`.
@inlinable
public func beginWith<S: Sequence>(_ startingElement: S.Element) -> Predicate<S> where S.Element: Equatable {
    Predicate(valueOnly: { value in
        let status: PredicateStatus = value.map { sequence in
            var iterator = sequence.makeIterator()
            return PredicateStatus(bool: iterator.next() == startingElement)
        } ?? .fail
        return PredicateResult(status: status, deferred: DeferredMessage(
            expected: startingElement, actual: String?.none, nilHint: value == nil, beginWithMessage))
    })
}

/// Passes when the string starts with `startingSubstring`.
///
/// Message: `expected to begin with <atm>, got <batman>`.
public func beginWith(_ startingSubstring: String) -> Predicate<String> {
    Predicate(valueOnly: { value in
        let status: PredicateStatus = value.map { PredicateStatus(bool: $0.hasPrefix(startingSubstring)) } ?? .fail
        return PredicateResult(status: status, deferred: DeferredMessage(
            expected: startingSubstring, actual: String?.none, nilHint: value == nil, beginWithMessage))
    })
}

@usableFromInline
func beginWithMessage(_ expected: Any?, _: Any?) -> ExpectationMessage {
    .expectedActualValueTo("begin with <\(stringify(expected))>")
}
