/// Passes when the actual value is greater than `expectedValue`.
///
/// Message: `expected to be greater than <2>, got <1>`.
@inlinable
public func beGreaterThan<T: Comparable>(_ expectedValue: T?) -> Predicate<T> {
    ordering(expectedValue, .greaterThan)
}

/// `expect(value) > bound`.
public func > <T: Comparable>(lhs: SyncExpectation<T>, rhs: T) {
    lhs.to(beGreaterThan(rhs))
}

/// `await expect { ... } > bound`.
public func > <T: Comparable>(lhs: AsyncExpectation<T>, rhs: T) async {
    await lhs.to(beGreaterThan(rhs))
}
