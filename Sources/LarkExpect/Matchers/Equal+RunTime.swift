// `equal` for what the compiler cannot compare with `==`, decided when the expectation runs.
//
// One disfavoured form takes the cases Nimble covers with a dozen overloads: an expected value
// written `.init(...)` (which the optional form would look up on `Optional`), tuples of any
// length, and arrays and dictionaries of tuples, with labels on one side only. Each extra
// `equal` overload is opened, and rejected, at every `expect(x).to(equal(y))` of a test file
// (a tuple form with five generic parameters costs about 4% of that file's type-check), so one
// form with one generic parameter is the cheap way to take them all.

/// Passes when the actual value equals `expectedValue`, compared part by part when the
/// expectation runs: tuples element by element (labels are ignored), arrays element by element,
/// dictionaries key by key, and every part with its own `==`.
///
/// The compiler picks this form only where `equal(_: T?)` does not fit. If a part of the values
/// is not `Equatable` (a struct without `==`, say), the values cannot be compared: `to` and
/// `toNot` both fail, and the message says which type lacks `Equatable`.
///
/// Message: `expected to equal <[(1, "b")]>, got <[(1, "a")]>`.
@_disfavoredOverload
public func equal<T>(_ expectedValue: T) -> Predicate<T> {
    Predicate { actual in
        guard let value = try actual.evaluate() else {
            return PredicateResult(status: .fail, message: equalMessage(expectedValue, nil).appendedBeNilHint())
        }
        switch RunTimeEquality.compare(value, expectedValue) {
        case .equal:
            return PredicateResult(bool: true, message: equalMessage(expectedValue, value, differing: false))
        case .different:
            return PredicateResult(bool: false, message: equalMessage(expectedValue, value, differing: true))
        case let .incomparable(typeName):
            return PredicateResult(
                status: .fail,
                message: equalMessage(expectedValue, value)
                    .appended(message: " (\(typeName) is not Equatable: equal cannot compare it)"))
        }
    }
}
