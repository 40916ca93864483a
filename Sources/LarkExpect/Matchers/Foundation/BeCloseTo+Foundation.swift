import Foundation

/// A value `beCloseTo` can compare through a `Double`: `NSNumber` (its `doubleValue`), and
/// `Date` and `NSDate` (seconds since the reference date). Nimble 14's protocol of that name;
/// conform your own types to compare them with `beCloseTo`, `≈` and `±`.
public protocol NMBDoubleConvertible {
    /// The value as a `Double`.
    var doubleValue: CDouble { get }
}

extension NSNumber: NMBDoubleConvertible {}

extension Date: NMBDoubleConvertible {
    /// `timeIntervalSinceReferenceDate`.
    public var doubleValue: CDouble { timeIntervalSinceReferenceDate }
}

extension NSDate: NMBDoubleConvertible {
    /// `timeIntervalSinceReferenceDate`.
    public var doubleValue: CDouble { timeIntervalSinceReferenceDate }
}

/// Passes when the actual value differs from `expectedValue` by less than `delta`, both read
/// as `Double` (for dates: `delta` is in seconds). A nil actual value fails both `to` and
/// `toNot`.
///
/// Message: `expected to be close to <2015-08-26 11:43:00.0050> (within 0.004), got <2015-08-26 11:43:00.0000>`.
public func beCloseTo<Value: NMBDoubleConvertible>(
    _ expectedValue: Value,
    within delta: Double = 1 / 10_000
) -> Predicate<Value> {
    Predicate { actual in
        let value = try actual.evaluate()
        let status: PredicateStatus = value.map {
            PredicateStatus(bool: abs($0.doubleValue - expectedValue.doubleValue) < delta)
        } ?? .fail
        return PredicateResult(status: status, message: status == .doesNotMatch
            ? beCloseToMessage(expectedValue, within: delta)
                .appended(difference: [offBy(value!.doubleValue, expectedValue.doubleValue, delta, strict: true)])
            : beCloseToMessage(expectedValue, within: delta).appendingBeNilHint(if: value == nil))
    }
}

/// `expected ± delta` for dates and numbers: `expect(date) ≈ deadline ± 10`.
public func ± <Value: NMBDoubleConvertible>(lhs: Value, rhs: Double) -> (expected: Value, delta: Double) {
    (expected: lhs, delta: rhs)
}

/// `expect(date) ≈ expected`: `beCloseTo(expected)` with the default delta.
public func ≈ <Value: NMBDoubleConvertible>(lhs: SyncExpectation<Value>, rhs: Value) {
    lhs.to(beCloseTo(rhs))
}

/// `expect(date) ≈ (expected, delta)` or `expect(date) ≈ expected ± delta`.
public func ≈ <Value: NMBDoubleConvertible>(lhs: SyncExpectation<Value>, rhs: (expected: Value, delta: Double)) {
    lhs.to(beCloseTo(rhs.expected, within: rhs.delta))
}

/// `expect(date) == expected ± delta`: the same as `≈`.
public func == <Value: NMBDoubleConvertible>(lhs: SyncExpectation<Value>, rhs: (expected: Value, delta: Double)) {
    lhs.to(beCloseTo(rhs.expected, within: rhs.delta))
}

/// `await expect { date } ≈ expected`.
public func ≈ <Value: NMBDoubleConvertible>(lhs: AsyncExpectation<Value>, rhs: Value) async {
    await lhs.to(beCloseTo(rhs))
}

/// `await expect { date } ≈ expected ± delta`.
public func ≈ <Value: NMBDoubleConvertible>(lhs: AsyncExpectation<Value>, rhs: (expected: Value, delta: Double)) async {
    await lhs.to(beCloseTo(rhs.expected, within: rhs.delta))
}

/// `await expect { date } == expected ± delta`.
public func == <Value: NMBDoubleConvertible>(lhs: AsyncExpectation<Value>, rhs: (expected: Value, delta: Double)) async {
    await lhs.to(beCloseTo(rhs.expected, within: rhs.delta))
}
