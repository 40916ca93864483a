// `equal` with optional elements on the expected side: `expect(names).to(equal([lookUp(id)]))`
// where `names` is `[String]` and `lookUp` returns `String?`, and the same for dictionary
// values. A nil expected element never equals an actual one.
//
// These forms and their operators are disfavoured: the solver tries them only when
// `equal(_: T?)` (or its operator) does not fit, which keeps them almost free for the common
// `expect(x).to(equal(y))`, and a plain array literal keeps meaning the plain form.

/// Passes when the actual array has the same count as `expectedValue` and every element
/// equals the expected element at its index.
///
/// Message: `expected to equal <[a]>, got <[b]>`.
@_disfavoredOverload
public func equal<T: Equatable>(_ expectedValue: [T?]) -> Predicate<[T]> {
    equal(expectedValue, by: { (actual: [T], expected: [T?]) in actual.elementsEqual(expected) { $0 == $1 } })
}

/// Passes when the actual dictionary has exactly the keys of `expectedValue`, each with the
/// expected value.
///
/// Message: `expected to equal <["a": Optional(1)]>, got <["a": 2]>`.
@_disfavoredOverload
public func equal<Key: Hashable, Value: Equatable>(_ expectedValue: [Key: Value?]) -> Predicate<[Key: Value]> {
    equal(expectedValue, by: { (actual: [Key: Value], expected: [Key: Value?]) in
        actual.count == expected.count && expected.allSatisfy { key, value in actual[key].map { $0 == value } ?? false }
    })
}

/// `expect(array) == [optionalElement]`.
@_disfavoredOverload
public func == <T: Equatable>(lhs: SyncExpectation<[T]>, rhs: [T?]) {
    lhs.to(equal(rhs))
}

/// `expect(array) != [optionalElement]`.
@_disfavoredOverload
public func != <T: Equatable>(lhs: SyncExpectation<[T]>, rhs: [T?]) {
    lhs.toNot(equal(rhs))
}

/// `await expect { array } == [optionalElement]`.
@_disfavoredOverload
public func == <T: Equatable>(lhs: AsyncExpectation<[T]>, rhs: [T?]) async {
    await lhs.to(equal(rhs))
}

/// `await expect { array } != [optionalElement]`.
@_disfavoredOverload
public func != <T: Equatable>(lhs: AsyncExpectation<[T]>, rhs: [T?]) async {
    await lhs.toNot(equal(rhs))
}

/// `expect(dictionary) == [key: optionalValue]`.
@_disfavoredOverload
public func == <Key: Hashable, Value: Equatable>(lhs: SyncExpectation<[Key: Value]>, rhs: [Key: Value?]) {
    lhs.to(equal(rhs))
}

/// `expect(dictionary) != [key: optionalValue]`.
@_disfavoredOverload
public func != <Key: Hashable, Value: Equatable>(lhs: SyncExpectation<[Key: Value]>, rhs: [Key: Value?]) {
    lhs.toNot(equal(rhs))
}

/// `await expect { dictionary } == [key: optionalValue]`.
@_disfavoredOverload
public func == <Key: Hashable, Value: Equatable>(lhs: AsyncExpectation<[Key: Value]>, rhs: [Key: Value?]) async {
    await lhs.to(equal(rhs))
}

/// `await expect { dictionary } != [key: optionalValue]`.
@_disfavoredOverload
public func != <Key: Hashable, Value: Equatable>(lhs: AsyncExpectation<[Key: Value]>, rhs: [Key: Value?]) async {
    await lhs.toNot(equal(rhs))
}
