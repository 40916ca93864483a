/// Passes when the actual object is the very same instance as `expected` (`===`).
///
/// A nil actual value fails both `to` and `toNot`. Objects are shown by address.
///
/// Message: `expected to be identical to <0x600000c00000>, got <0x600000c00010>`.
public func beIdenticalTo<T: AnyObject>(_ expected: T?) -> Predicate<T> {
    Predicate { actual in
        let value = try actual.evaluate()
        let status: PredicateStatus = value.map { PredicateStatus(bool: $0 === expected) } ?? .fail
        return PredicateResult(status: status, message: beIdenticalToMessage(expected, value).appendingBeNilHint(if: value == nil))
    }
}

/// Passes when the actual object is the very same instance as `expected`; for values typed as
/// a class-bound protocol (`any Delegate`), which the generic form cannot take.
public func beIdenticalTo(_ expected: AnyObject?) -> Predicate<AnyObject> {
    Predicate { actual in
        let value = try actual.evaluate()
        let status: PredicateStatus = value.map { PredicateStatus(bool: $0 === expected) } ?? .fail
        return PredicateResult(status: status, message: beIdenticalToMessage(expected, value).appendingBeNilHint(if: value == nil))
    }
}

func beIdenticalToMessage(_ expected: Any?, _ actual: Any?) -> ExpectationMessage {
    .expectedCustomValueTo("be identical to \(identityText(expected))", actual: identityText(actual))
}

/// `<0x…>` for an object, `nil` for nil.
func identityText(_ value: Any?) -> String {
    guard let value else { return "nil" }
    let address = UInt(bitPattern: ObjectIdentifier(value as AnyObject))
    return "<0x" + String(address, radix: 16) + ">"
}

/// `expect(object) === other`: passes when both are the same instance.
public func === <T: AnyObject>(lhs: SyncExpectation<T>, rhs: T?) {
    lhs.to(beIdenticalTo(rhs))
}

/// `expect(object) !== other`: passes when they are different instances.
public func !== <T: AnyObject>(lhs: SyncExpectation<T>, rhs: T?) {
    lhs.toNot(beIdenticalTo(rhs))
}

/// `await expect { ... } === other`.
public func === <T: AnyObject>(lhs: AsyncExpectation<T>, rhs: T?) async {
    await lhs.to(beIdenticalTo(rhs))
}

/// `await expect { ... } !== other`.
public func !== <T: AnyObject>(lhs: AsyncExpectation<T>, rhs: T?) async {
    await lhs.toNot(beIdenticalTo(rhs))
}
