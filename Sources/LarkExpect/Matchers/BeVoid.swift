/// Passes when the actual value is `()`, i.e. when an optional `Void` is not nil.
///
/// Nil is a normal value here: it does not match (so `toNot` passes), and no be-nil hint is
/// shown.
///
/// Message: `expected to be void, got <nil>`.
public func beVoid() -> Predicate<Void> {
    Predicate { actual in
        let value: Void? = try actual.evaluate()
        return PredicateResult(status: PredicateStatus(bool: value != nil), message: beVoidMessage())
    }
}

func beVoidMessage() -> ExpectationMessage { .expectedActualValueTo("be void") }

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
