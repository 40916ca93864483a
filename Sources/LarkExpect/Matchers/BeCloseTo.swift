/// Passes when the actual number differs from `expectedValue` by less than `delta`.
///
/// Works for every `FloatingPoint` type (`Double`, `Float`, `CGFloat`, ...). A nil actual
/// value fails both `to` and `toNot`.
///
/// Message: `expected to be close to <1.2002> (within 0.0001), got <1.2>`.
public func beCloseTo<Value: FloatingPoint>(
    _ expectedValue: Value,
    within delta: Value = 1 / 10_000
) -> Predicate<Value> {
    Predicate { actual in
        let value = try actual.evaluate()
        let status: PredicateStatus = value.map { PredicateStatus(bool: abs($0 - expectedValue) < delta) } ?? .fail
        return PredicateResult(status: status, message: status == .doesNotMatch
            ? beCloseToMessage(expectedValue, within: delta).appended(difference: [offBy(value!, expectedValue, delta, strict: true)])
            : beCloseToMessage(expectedValue, within: delta).appendingBeNilHint(if: value == nil))
    }
}

/// Passes when both collections have the same number of elements and each actual element is
/// within `delta` of the expected element at the same position (a difference of exactly
/// `delta` still passes).
///
/// Message: `expected to be close to <[0.1, 1.1]> (each within 0.0001), got <[0.1, 1.2]>`.
public func beCloseTo<Value: FloatingPoint, Values: Collection>(
    _ expectedValues: Values,
    within delta: Value = 1 / 10_000
) -> Predicate<Values> where Values.Element == Value {
    Predicate { actual in
        let value = try actual.evaluate()
        let status: PredicateStatus = value.map { values in
            guard values.count == expectedValues.count else { return .doesNotMatch }
            return PredicateStatus(bool: zip(values, expectedValues).allSatisfy { abs($0 - $1) <= delta })
        } ?? .fail
        return PredicateResult(status: status, message: status == .doesNotMatch
            ? beCloseToEachMessage(expectedValues, within: delta).appended(difference: offByEach(value!, expectedValues, delta))
            : beCloseToEachMessage(expectedValues, within: delta).appendingBeNilHint(if: value == nil))
    }
}

func beCloseToMessage(_ expected: Any, within delta: Any) -> ExpectationMessage {
    .expectedActualValueTo("be close to <\(stringify(expected))> (within \(stringify(delta)))")
}

func beCloseToEachMessage(_ expected: Any, within delta: Any) -> ExpectationMessage {
    .expectedActualValueTo("be close to <\(stringify(expected))> (each within \(stringify(delta)))")
}

/// `off by 0.0201, more than the allowed 0.0001`: how far a number missed. `strict` is the
/// single-value rule (a miss of exactly `delta` fails), otherwise only a larger miss fails.
func offBy<Value: FloatingPoint>(_ actual: Value, _ expected: Value, _ delta: Value, strict: Bool) -> String {
    let distance = abs(actual - expected)
    let comparison = distance > delta || distance.isNaN ? "more than" : strict && distance == delta ? "not less than" : "within"
    return "off by \(stringify(distance)), \(comparison) the allowed \(stringify(delta))"
}

/// Which elements of a `beCloseTo` collection missed, and by how much (`[1]: expected 1.1,
/// got 1.2, off by 0.1000, more than the allowed 0.0001`), capped like other differences.
func offByEach<Value: FloatingPoint, Values: Collection, Expected: Collection>(
    _ actual: Values, _ expected: Expected, _ delta: Value
) -> [String] where Values.Element == Value, Expected.Element == Value {
    guard actual.count == expected.count else {
        return ["expected \(expected.count) values, got \(actual.count)"]
    }
    let misses = zip(actual, expected).enumerated().filter { !(abs($0.element.0 - $0.element.1) <= delta) }
    let settings = Diagnostics.settings
    let shown = settings.fullOutput ? misses[...] : misses.prefix(settings.maxDifferenceLines)
    var lines = shown.map { miss in
        "[\(miss.offset)]: expected \(stringify(miss.element.1)), got \(stringify(miss.element.0)), \(offBy(miss.element.0, miss.element.1, delta, strict: false))"
    }
    if shown.count < misses.count { lines.append("… (\(misses.count - shown.count) more)") }
    return lines
}

infix operator ≈ : ComparisonPrecedence

/// Binds tighter than `≈` and `==`, so that `expect(x) ≈ 1.0 ± 0.1` reads naturally.
precedencegroup PlusMinusOperatorPrecedence {
    higherThan: ComparisonPrecedence
    lowerThan: AdditionPrecedence
}

infix operator ± : PlusMinusOperatorPrecedence

/// `expected ± delta`: the pair that `≈` and `==` take, e.g. `expect(x) ≈ 9.3 ± 0.1`.
public func ± <Value: FloatingPoint>(lhs: Value, rhs: Value) -> (expected: Value, delta: Value) {
    (expected: lhs, delta: rhs)
}

/// `expect(x) ≈ expected`: `beCloseTo(expected)` with the default delta.
public func ≈ <Value: FloatingPoint>(lhs: SyncExpectation<Value>, rhs: Value) {
    lhs.to(beCloseTo(rhs))
}

/// `expect(x) ≈ (expected, delta)` or `expect(x) ≈ expected ± delta`.
public func ≈ <Value: FloatingPoint>(lhs: SyncExpectation<Value>, rhs: (expected: Value, delta: Value)) {
    lhs.to(beCloseTo(rhs.expected, within: rhs.delta))
}

/// `expect(x) == expected ± delta`: the same as `≈`.
public func == <Value: FloatingPoint>(lhs: SyncExpectation<Value>, rhs: (expected: Value, delta: Value)) {
    lhs.to(beCloseTo(rhs.expected, within: rhs.delta))
}

/// `expect(values) ≈ expectedValues`: element-wise, with the default delta.
public func ≈ <Values: Collection>(lhs: SyncExpectation<Values>, rhs: Values) where Values.Element: FloatingPoint {
    lhs.to(beCloseTo(rhs))
}

/// `await expect { ... } ≈ expected`.
public func ≈ <Value: FloatingPoint>(lhs: AsyncExpectation<Value>, rhs: Value) async {
    await lhs.to(beCloseTo(rhs))
}

/// `await expect { ... } ≈ expected ± delta`.
public func ≈ <Value: FloatingPoint>(lhs: AsyncExpectation<Value>, rhs: (expected: Value, delta: Value)) async {
    await lhs.to(beCloseTo(rhs.expected, within: rhs.delta))
}

/// `await expect { ... } == expected ± delta`.
public func == <Value: FloatingPoint>(lhs: AsyncExpectation<Value>, rhs: (expected: Value, delta: Value)) async {
    await lhs.to(beCloseTo(rhs.expected, within: rhs.delta))
}

/// `await expect { ... } ≈ expectedValues`.
public func ≈ <Values: Collection>(lhs: AsyncExpectation<Values>, rhs: Values) async where Values.Element: FloatingPoint {
    await lhs.to(beCloseTo(rhs))
}
