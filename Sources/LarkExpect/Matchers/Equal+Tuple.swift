// Tuples whose labels differ position by position on the two sides, `equal((1, two: 2, 3, 4, 5))`
// for a `(1, 2, three: 3, 4, 5)`: the compiler cannot infer one tuple type for both, so these
// forms name it, unlabeled, for five and six elements (see docs/nimble-compatibility.md). Tuples of
// any length with the same labels, or labels on one side only, take `equal`'s run-time form
// (Equal+RunTime.swift). Forms for two to four elements are left out on purpose: each costs about
// 4% of a test file's type-check, at every `equal` in it.

/// Passes when the actual 5-tuple equals `expectedValue` element by element (labels are ignored).
/// A nil actual tuple fails both `to` and `toNot`.
///
/// Message: `expected to equal <(1, 2, 3, 4, 5)>, got <(1, 2, 3, 4, 6)>`.
@_disfavoredOverload
public func equal<T1: Equatable, T2: Equatable, T3: Equatable, T4: Equatable, T5: Equatable>(
    _ expectedValue: (T1, T2, T3, T4, T5)
) -> Predicate<(T1, T2, T3, T4, T5)> {
    equal(Optional(expectedValue), by: ==)
}

/// Passes when the actual 6-tuple equals `expectedValue` element by element (labels are ignored).
/// A nil actual tuple fails both `to` and `toNot`.
///
/// Message: `expected to equal <(1, 2, 3, 4, 5, 6)>, got <(1, 2, 3, 4, 5, 7)>`.
@_disfavoredOverload
public func equal<T1: Equatable, T2: Equatable, T3: Equatable, T4: Equatable, T5: Equatable, T6: Equatable>(
    _ expectedValue: (T1, T2, T3, T4, T5, T6)
) -> Predicate<(T1, T2, T3, T4, T5, T6)> {
    equal(Optional(expectedValue), by: ==)
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
