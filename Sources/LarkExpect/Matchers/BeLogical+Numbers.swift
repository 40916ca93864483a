// `beTruthy`/`beFalsy` on numbers, without making the numeric types `ExpressibleByBooleanLiteral`
// (Nimble adds that conformance globally; Lark adds no global conformances). As in Nimble, a
// number is truthy when it equals what `true` converts to, 1.

/// Passes when the integer is non-nil and equal to 1 (what `true` is as a number).
///
/// Message: `expected to be truthy, got <0>`.
@_disfavoredOverload
public func beTruthy<T: BinaryInteger>() -> Predicate<T> {
    Predicate.simpleNilable("be truthy") { actual in
        PredicateStatus(bool: try actual.evaluate() == 1)
    }
}

/// Passes when the floating-point value is non-nil and equal to 1.
@_disfavoredOverload
public func beTruthy<T: BinaryFloatingPoint>() -> Predicate<T> {
    Predicate.simpleNilable("be truthy") { actual in
        PredicateStatus(bool: try actual.evaluate() == 1)
    }
}

/// Passes when the integer is nil or not equal to 1.
///
/// Message: `expected to be falsy, got <1>`.
@_disfavoredOverload
public func beFalsy<T: BinaryInteger>() -> Predicate<T> {
    Predicate.simpleNilable("be falsy") { actual in
        PredicateStatus(bool: try actual.evaluate() != 1)
    }
}

/// Passes when the floating-point value is nil or not equal to 1.
@_disfavoredOverload
public func beFalsy<T: BinaryFloatingPoint>() -> Predicate<T> {
    Predicate.simpleNilable("be falsy") { actual in
        PredicateStatus(bool: try actual.evaluate() != 1)
    }
}
