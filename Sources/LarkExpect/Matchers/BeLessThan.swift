/// Passes when the actual value is less than `expectedValue`.
///
/// A nil actual or expected value fails both `to` and `toNot`.
///
/// Message: `expected to be less than <2>, got <3>`.
@inlinable
public func beLessThan<T: Comparable>(_ expectedValue: T?) -> Predicate<T> {
    ordering(expectedValue, .lessThan)
}

/// `expect(value) < bound`: the operator form of `to(beLessThan(bound))`.
public func < <T: Comparable>(lhs: SyncExpectation<T>, rhs: T) {
    lhs.to(beLessThan(rhs))
}

/// `await expect { ... } < bound`.
public func < <T: Comparable>(lhs: AsyncExpectation<T>, rhs: T) async {
    await lhs.to(beLessThan(rhs))
}
