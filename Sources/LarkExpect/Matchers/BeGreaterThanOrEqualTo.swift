/// Passes when the actual value is greater than or equal to `expectedValue`.
///
/// A nil actual or expected value fails both `to` and `toNot`.
///
/// Message: `expected to be greater than or equal to <2>, got <1>`.
@inlinable
public func beGreaterThanOrEqualTo<T: Comparable>(_ expectedValue: T?) -> Predicate<T> {
    ordering(expectedValue, .greaterThanOrEqualTo)
}

/// `expect(value) >= bound`: the operator form of `to(beGreaterThanOrEqualTo(bound))`.
public func >= <T: Comparable>(lhs: SyncExpectation<T>, rhs: T) {
    lhs.to(beGreaterThanOrEqualTo(rhs))
}

/// `await expect { ... } >= bound`.
public func >= <T: Comparable>(lhs: AsyncExpectation<T>, rhs: T) async {
    await lhs.to(beGreaterThanOrEqualTo(rhs))
}
