/// Passes when the actual value is greater than `expectedValue`.
///
/// Message: `expected to be greater than <2>, got <1>`.
@inlinable
public func beGreaterThan<T: Comparable>(_ expectedValue: T?) -> Predicate<T> {
    comparing(expectedValue, beGreaterThanMessage, >)
}

@usableFromInline
func beGreaterThanMessage(_ expected: Any?, _: Any?) -> ExpectationMessage {
    .expectedActualValueTo("be greater than <\(stringify(expected))>")
}

/// `expect(value) > bound`.
public func > <T: Comparable>(lhs: SyncExpectation<T>, rhs: T) {
    lhs.to(beGreaterThan(rhs))
}

/// `await expect { ... } > bound`.
public func > <T: Comparable>(lhs: AsyncExpectation<T>, rhs: T) async {
    await lhs.to(beGreaterThan(rhs))
}

/// Shared body of the ordering predicates. Nil on either side fails both `to` and `toNot`.
@inlinable
func comparing<T>(
    _ expectedValue: T?,
    _ message: @escaping (Any?, Any?) -> ExpectationMessage,
    _ holds: @escaping (T, T) -> Bool
) -> Predicate<T> {
    Predicate(valueOnly: { actualValue in
        guard let value = actualValue, let expected = expectedValue else {
            return PredicateResult(status: .fail, deferred: DeferredMessage(
                expected: expectedValue, actual: actualValue, nilHint: true, message))
        }
        return PredicateResult(status: PredicateStatus(bool: holds(value, expected)), deferred: DeferredMessage(
            expected: expectedValue, actual: actualValue, nilHint: false, message))
    })
}
