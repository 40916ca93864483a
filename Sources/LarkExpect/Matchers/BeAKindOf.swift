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

/// Nimble's text names the actual type as the generic context sees it, so a value held as a
/// protocol reads `<SomeProtocol instance>`; a difference line then names its dynamic type.
func beAKindOfMessage<U>(_ expected: Any?, _ actual: U?) -> ExpectationMessage {
    guard let actual else { return typeMessage("be a kind of", expected, nil) }
    let seenType = String(describing: type(of: actual)), dynamicType = String(describing: type(of: actual as Any))
    let text = "be a kind of \(expected.map { String(describing: $0) } ?? "nil")"
    let message = ExpectationMessage.expectedCustomValueTo(text, actual: "<\(seenType) instance>")
    return seenType == dynamicType ? message : message.appended(difference: ["the actual value is a \(dynamicType)"])
}
