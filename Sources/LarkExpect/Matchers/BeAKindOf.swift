/// Passes when the actual value is an instance of `expectedType`, of a subclass of it, or
/// (for a protocol) of a type that conforms to it: the `is` test.
///
/// A nil actual value fails both `to` and `toNot`.
///
/// Message: `expected to be a kind of String, got <Int instance>`.
public func beAKindOf<T, U>(_ expectedType: T.Type) -> Predicate<U> {
    Predicate { actual in
        let value = try actual.evaluate()
        let status: PredicateStatus = value.map { PredicateStatus(bool: $0 is T) } ?? .fail
        return PredicateResult(status: status, message: beAKindOfMessage(expectedType, value).appendingBeNilHint(if: value == nil))
    }
}

func beAKindOfMessage(_ expected: Any?, _ actual: Any?) -> ExpectationMessage {
    typeMessage("be a kind of", expected, actual)
}
