/// Passes when the actual tuple equals `expectedValue` element by element. One overload covers
/// tuples of any length whose elements are all `Equatable` (labels are ignored).
///
/// A nil expected or actual tuple fails both `to` and `toNot`.
///
/// The operators `==` and `!=` take tuples of two to six elements (labels are ignored).
///
/// Message: `expected to equal <(1, "b")>, got <(1, "a")>`.
@_disfavoredOverload
public func equal<each Element: Equatable>(_ expectedValue: (repeat each Element)?) -> Predicate<(repeat each Element)> {
    equal(expectedValue, by: tuplesEqual)
}

func tuplesEqual<each Element: Equatable>(_ lhs: (repeat each Element), _ rhs: (repeat each Element)) -> Bool {
    for (left, right) in repeat (each lhs, each rhs) {
        if left != right { return false }
    }
    return true
}

// The operator forms, one per arity (2 to 6, like the standard library's tuple `==`): a
// parameter pack here would also match single values, and packs do not accept labeled
// tuples, so `expect((1, two: "2")) == (1, two: "2")` would not compile.

/// `expect(tuple) == expected` for 2-tuples.
public func == <T1: Equatable, T2: Equatable>(lhs: SyncExpectation<(T1, T2)>, rhs: (T1, T2)?) {
    lhs.to(equal(rhs, by: ==))
}

/// `expect(tuple) != expected` for 2-tuples.
public func != <T1: Equatable, T2: Equatable>(lhs: SyncExpectation<(T1, T2)>, rhs: (T1, T2)?) {
    lhs.toNot(equal(rhs, by: ==))
}

/// `await expect { tuple } == expected` for 2-tuples.
public func == <T1: Equatable, T2: Equatable>(lhs: AsyncExpectation<(T1, T2)>, rhs: (T1, T2)?) async {
    await lhs.to(equal(rhs, by: ==))
}

/// `await expect { tuple } != expected` for 2-tuples.
public func != <T1: Equatable, T2: Equatable>(lhs: AsyncExpectation<(T1, T2)>, rhs: (T1, T2)?) async {
    await lhs.toNot(equal(rhs, by: ==))
}

/// `expect(tuple) == expected` for 3-tuples.
public func == <T1: Equatable, T2: Equatable, T3: Equatable>(lhs: SyncExpectation<(T1, T2, T3)>, rhs: (T1, T2, T3)?) {
    lhs.to(equal(rhs, by: ==))
}

/// `expect(tuple) != expected` for 3-tuples.
public func != <T1: Equatable, T2: Equatable, T3: Equatable>(lhs: SyncExpectation<(T1, T2, T3)>, rhs: (T1, T2, T3)?) {
    lhs.toNot(equal(rhs, by: ==))
}

/// `await expect { tuple } == expected` for 3-tuples.
public func == <T1: Equatable, T2: Equatable, T3: Equatable>(lhs: AsyncExpectation<(T1, T2, T3)>, rhs: (T1, T2, T3)?) async {
    await lhs.to(equal(rhs, by: ==))
}

/// `await expect { tuple } != expected` for 3-tuples.
public func != <T1: Equatable, T2: Equatable, T3: Equatable>(lhs: AsyncExpectation<(T1, T2, T3)>, rhs: (T1, T2, T3)?) async {
    await lhs.toNot(equal(rhs, by: ==))
}

/// `expect(tuple) == expected` for 4-tuples.
public func == <T1: Equatable, T2: Equatable, T3: Equatable, T4: Equatable>(lhs: SyncExpectation<(T1, T2, T3, T4)>, rhs: (T1, T2, T3, T4)?) {
    lhs.to(equal(rhs, by: ==))
}

/// `expect(tuple) != expected` for 4-tuples.
public func != <T1: Equatable, T2: Equatable, T3: Equatable, T4: Equatable>(lhs: SyncExpectation<(T1, T2, T3, T4)>, rhs: (T1, T2, T3, T4)?) {
    lhs.toNot(equal(rhs, by: ==))
}

/// `await expect { tuple } == expected` for 4-tuples.
public func == <T1: Equatable, T2: Equatable, T3: Equatable, T4: Equatable>(lhs: AsyncExpectation<(T1, T2, T3, T4)>, rhs: (T1, T2, T3, T4)?) async {
    await lhs.to(equal(rhs, by: ==))
}

/// `await expect { tuple } != expected` for 4-tuples.
public func != <T1: Equatable, T2: Equatable, T3: Equatable, T4: Equatable>(lhs: AsyncExpectation<(T1, T2, T3, T4)>, rhs: (T1, T2, T3, T4)?) async {
    await lhs.toNot(equal(rhs, by: ==))
}

/// `expect(tuple) == expected` for 5-tuples.
public func == <T1: Equatable, T2: Equatable, T3: Equatable, T4: Equatable, T5: Equatable>(lhs: SyncExpectation<(T1, T2, T3, T4, T5)>, rhs: (T1, T2, T3, T4, T5)?) {
    lhs.to(equal(rhs, by: ==))
}

/// `expect(tuple) != expected` for 5-tuples.
public func != <T1: Equatable, T2: Equatable, T3: Equatable, T4: Equatable, T5: Equatable>(lhs: SyncExpectation<(T1, T2, T3, T4, T5)>, rhs: (T1, T2, T3, T4, T5)?) {
    lhs.toNot(equal(rhs, by: ==))
}

/// `await expect { tuple } == expected` for 5-tuples.
public func == <T1: Equatable, T2: Equatable, T3: Equatable, T4: Equatable, T5: Equatable>(lhs: AsyncExpectation<(T1, T2, T3, T4, T5)>, rhs: (T1, T2, T3, T4, T5)?) async {
    await lhs.to(equal(rhs, by: ==))
}

/// `await expect { tuple } != expected` for 5-tuples.
public func != <T1: Equatable, T2: Equatable, T3: Equatable, T4: Equatable, T5: Equatable>(lhs: AsyncExpectation<(T1, T2, T3, T4, T5)>, rhs: (T1, T2, T3, T4, T5)?) async {
    await lhs.toNot(equal(rhs, by: ==))
}

/// `expect(tuple) == expected` for 6-tuples.
public func == <T1: Equatable, T2: Equatable, T3: Equatable, T4: Equatable, T5: Equatable, T6: Equatable>(lhs: SyncExpectation<(T1, T2, T3, T4, T5, T6)>, rhs: (T1, T2, T3, T4, T5, T6)?) {
    lhs.to(equal(rhs, by: ==))
}

/// `expect(tuple) != expected` for 6-tuples.
public func != <T1: Equatable, T2: Equatable, T3: Equatable, T4: Equatable, T5: Equatable, T6: Equatable>(lhs: SyncExpectation<(T1, T2, T3, T4, T5, T6)>, rhs: (T1, T2, T3, T4, T5, T6)?) {
    lhs.toNot(equal(rhs, by: ==))
}

/// `await expect { tuple } == expected` for 6-tuples.
public func == <T1: Equatable, T2: Equatable, T3: Equatable, T4: Equatable, T5: Equatable, T6: Equatable>(lhs: AsyncExpectation<(T1, T2, T3, T4, T5, T6)>, rhs: (T1, T2, T3, T4, T5, T6)?) async {
    await lhs.to(equal(rhs, by: ==))
}

/// `await expect { tuple } != expected` for 6-tuples.
public func != <T1: Equatable, T2: Equatable, T3: Equatable, T4: Equatable, T5: Equatable, T6: Equatable>(lhs: AsyncExpectation<(T1, T2, T3, T4, T5, T6)>, rhs: (T1, T2, T3, T4, T5, T6)?) async {
    await lhs.toNot(equal(rhs, by: ==))
}
