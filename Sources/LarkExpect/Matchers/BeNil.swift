/// Passes when the actual value is nil. The only predicate for which nil is a normal value.
///
/// Message: `expected to be nil, got <1>`.
@inlinable
public func beNil<T>() -> Predicate<T> {
    Predicate(valueOnly: { actual in
        let value = try actual.evaluate()
        return PredicateResult(status: PredicateStatus(bool: value == nil), deferred: DeferredMessage(
            expected: String?.none, actual: value, nilHint: false, beNilMessage))
    })
}

@usableFromInline
func beNilMessage(_: Any?, _: Any?) -> ExpectationMessage {
    .expectedActualValueTo("be nil")
}
