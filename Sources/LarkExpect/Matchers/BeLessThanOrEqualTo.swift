/// Passes when the actual value is less than or equal to `expectedValue`.
///
/// A nil actual or expected value fails both `to` and `toNot`.
///
/// Message: `expected to be less than or equal to <2>, got <3>`.
@inlinable
public func beLessThanOrEqualTo<T: Comparable>(_ expectedValue: T?) -> Predicate<T> {
    ordering(expectedValue, .lessThanOrEqualTo)
}

/// `expect(value) <= bound`: the operator form of `to(beLessThanOrEqualTo(bound))`.
public func <= <T: Comparable>(lhs: SyncExpectation<T>, rhs: T) {
    lhs.to(beLessThanOrEqualTo(rhs))
}

/// `await expect { ... } <= bound`.
public func <= <T: Comparable>(lhs: AsyncExpectation<T>, rhs: T) async {
    await lhs.to(beLessThanOrEqualTo(rhs))
}
