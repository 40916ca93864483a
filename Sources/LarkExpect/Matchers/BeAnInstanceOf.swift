/// Passes when the actual value's dynamic type is exactly `expectedType` (a subclass, or a
/// protocol the value conforms to, does not count; see `beAKindOf`).
///
/// A nil actual value fails both `to` and `toNot`.
///
/// Message: `expected to be an instance of String, got <Int instance>`.
public func beAnInstanceOf<T, U>(_ expectedType: T.Type) -> Predicate<U> {
    Predicate { actual in
        let value = try actual.evaluate()
        let status: PredicateStatus = value.map { PredicateStatus(bool: type(of: $0 as Any) == expectedType) } ?? .fail
        return PredicateResult(status: status, message: beAnInstanceOfMessage(expectedType, value).appendingBeNilHint(if: value == nil))
    }
}

func beAnInstanceOfMessage(_ expected: Any?, _ actual: Any?) -> ExpectationMessage {
    typeMessage("be an instance of", expected, actual)
}

/// `expected to <verb> <Type>, got <ActualType instance>` (or `<nil>`).
func typeMessage(_ verb: String, _ expected: Any?, _ actual: Any?) -> ExpectationMessage {
    let text = "\(verb) \(expected.map { String(describing: $0) } ?? "nil")"
    guard let actual else { return .expectedActualValueTo(text) }
    return .expectedCustomValueTo(text, actual: "<\(String(describing: type(of: actual))) instance>")
}
