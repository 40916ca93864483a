/// Passes when the actual value is `()`, i.e. when an optional `Void` is not nil.
///
/// Nil is a normal value here: it does not match (so `toNot` passes), and no be-nil hint is
/// shown.
///
/// Message: `expected to be void, got <nil>`.
@inlinable
public func beVoid() -> Predicate<Void> {
    Predicate(valueOnly: { (value: Void?) in
        return PredicateResult(status: PredicateStatus(bool: value != nil), deferred: DeferredMessage(
            expected: String?.none, actual: String?.none, nilHint: false, beVoidMessage))
    })
}

@usableFromInline
func beVoidMessage(_: Any?, _: Any?) -> ExpectationMessage { .expectedActualValueTo("be void") }

/// `expect(value) == ()`: the operator form of `to(beVoid())`.
public func == (lhs: SyncExpectation<Void>, rhs: Void) {
    lhs.to(beVoid())
}

/// `expect(value) != ()`: the operator form of `toNot(beVoid())`.
public func != (lhs: SyncExpectation<Void>, rhs: Void) {
    lhs.toNot(beVoid())
}

/// `await expect { ... } == ()`.
public func == (lhs: AsyncExpectation<Void>, rhs: Void) async {
    await lhs.to(beVoid())
}

/// `await expect { ... } != ()`.
public func != (lhs: AsyncExpectation<Void>, rhs: Void) async {
    await lhs.toNot(beVoid())
}
