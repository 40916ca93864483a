/// Passes when the actual value equals `expectedValue`.
///
/// One generic overload covers plain values, optionals, arrays (including arrays of
/// optionals), dictionaries and sets; sets additionally report what is missing and extra.
/// A nil expected or actual value fails both `to` and `toNot`, with the hint to use `beNil()`.
///
/// Message: `expected to equal <2>, got <1>`.
public func equal<T: Equatable>(_ expectedValue: T?) -> Predicate<T> {
    Predicate { actual in
        let value = try actual.evaluate()
        guard let expectedValue, let value else {
            return PredicateResult(status: .fail, message: equalMessage(expectedValue, value).appendedBeNilHint())
        }
        let equal = value == expectedValue
        return PredicateResult(bool: equal, message: equalMessage(expectedValue, value, differing: !equal))
    }
}

/// `equalMessage`, plus the difference lines when the values differ (built only for a report).
func equalMessage(_ expected: Any?, _ actual: Any?, differing: Bool) -> ExpectationMessage {
    let message = equalMessage(expected, actual)
    guard differing else { return message }
    return message.appended(difference: Diagnostics.difference(expected: expected, actual: actual))
}

/// The failure text of `equal`; only runs for failures.
func equalMessage(_ expected: Any?, _ actual: Any?) -> ExpectationMessage {
    let base = ExpectationMessage.expectedActualValueTo("equal <\(stringify(expected))>")
    guard let expected = expected as? any SetDifferenceDescribing, let actual else { return base }
    return expected.differenceDescription(against: actual).map { base.appended(message: $0) } ?? base
}

/// Sets explain a mismatch as what is missing and what is extra.
protocol SetDifferenceDescribing {
    func differenceDescription(against actual: Any) -> String?
}

extension Set: SetDifferenceDescribing {
    func differenceDescription(against actual: Any) -> String? {
        guard let actual = actual as? Set<Element> else { return nil }
        var text = ""
        let missing = subtracting(actual)
        if !missing.isEmpty { text += ", missing <\(describeSet(missing))>" }
        let extra = actual.subtracting(self)
        if !extra.isEmpty { text += ", extra <\(describeSet(extra))>" }
        return text.isEmpty ? nil : text
    }
}

/// Set elements in a stable order (sorted when they are comparable).
func describeSet<Element>(_ set: Set<Element>) -> String {
    if let sortable = set as? any SortedDescribing { return sortable.sortedDescription }
    return stringify(Array(set))
}

protocol SortedDescribing {
    var sortedDescription: String { get }
}

extension Set: SortedDescribing where Element: Comparable {
    var sortedDescription: String { stringify(sorted()) }
}

/// `expect(value) == expected`: the operator form of `to(equal(expected))`.
public func == <T: Equatable>(lhs: SyncExpectation<T>, rhs: T?) {
    lhs.to(equal(rhs))
}

/// `expect(value) != expected`: the operator form of `toNot(equal(expected))`.
public func != <T: Equatable>(lhs: SyncExpectation<T>, rhs: T?) {
    lhs.toNot(equal(rhs))
}

/// `await expect { ... } == expected`.
public func == <T: Equatable>(lhs: AsyncExpectation<T>, rhs: T?) async {
    await lhs.to(equal(rhs))
}

/// `await expect { ... } != expected`.
public func != <T: Equatable>(lhs: AsyncExpectation<T>, rhs: T?) async {
    await lhs.toNot(equal(rhs))
}
