/// Passes when the actual value equals `expectedValue`.
///
/// One generic overload covers plain values, optionals, arrays (including arrays of
/// optionals), dictionaries and sets; sets additionally report what is missing and extra.
/// A nil expected or actual value fails both `to` and `toNot`, with the hint to use `beNil()`.
///
/// Message: `expected to equal <2>, got <1>`.
@inlinable
public func equal<T: Equatable>(_ expectedValue: T?) -> Predicate<T> {
    // `@inlinable`: the passing path (see LarkExpect.swift); the message is behind a plain call.
    // The closures capture a `T`, not a `T?`: unoptimised generic code looks up the metadata of
    // `T?` (~325 instructions) to allocate, read and free a closure that captures one.
    guard let expectedValue else { return equalToNil() }
    return Predicate { actual in
        guard let value = try actual.evaluate() else {
            return PredicateResult(status: .fail, message: equalMessage(expectedValue, nil).appendedBeNilHint())
        }
        let equal = value == expectedValue
        return PredicateResult(bool: equal, message: equalMessage(expectedValue, value, differing: !equal))
    }
}

/// `equal(nil)`: fails under `to` and `toNot` alike, with the hint to use `beNil()`.
@usableFromInline
func equalToNil<T>() -> Predicate<T> {
    Predicate { actual in
        let value = try actual.evaluate()
        return PredicateResult(status: .fail, message: equalMessage(nil, value).appendedBeNilHint())
    }
}

/// `equal` for values compared by `areEqual` (tuples, and expected collections with optional
/// elements): the same verdicts and messages as `equal(_:)`. The plain form does not use it, so
/// the common check makes no extra closure call.
func equal<Actual, Expected>(
    _ expectedValue: Expected?, by areEqual: @escaping (Actual, Expected) -> Bool
) -> Predicate<Actual> {
    Predicate { actual in
        let actualValue = try actual.evaluate()
        guard let expected = expectedValue, let value = actualValue else {
            return PredicateResult(status: .fail, message: equalMessage(expectedValue, actualValue).appendedBeNilHint())
        }
        let equal = areEqual(value, expected)
        return PredicateResult(bool: equal, message: equalMessage(expectedValue, actualValue, differing: !equal))
    }
}

/// `equalMessage`, plus the difference lines when the values differ (built only for a report).
/// Long values are shortened in the first line either way, so that a `toNot` failure on two
/// equal long values does not print the same long text twice.
@usableFromInline
func equalMessage(_ expected: Any?, _ actual: Any?, differing: Bool) -> ExpectationMessage {
    let expectedText = stringify(expected), actualText = stringify(actual)
    let elidesValues = expectedText.count > longValueLength || actualText.count > longValueLength
    let message = equalMessage(expected, actual)
    if elidesValues && !Diagnostics.settings.fullOutput {
        // Two long values side by side hide where they differ: the first line a test framework
        // shows has their ends, the difference lines the rest, and the full texts go into
        // attachments. `stringValue` keeps Nimble's text, which suites compare.
        ShownLineShortening(fullExpectation: "equal <\(expectedText)>", shownExpectation: "equal <\(elided(expectedText))>",
                            shownActual: "<\(elided(actualText))>").register()
    }
    guard differing else {
        // Equal values (a `toNot` failure): one attachment holds the value in full.
        if elidesValues && !Diagnostics.settings.fullOutput { FailureAttachment.attach(FailureAttachment(name: "actual.txt", contents: fullRendering(actual))) }
        return message
    }
    let difference = Diagnostics.difference(expected: expected, actual: actual)
    if elidesValues || mayBeCut(expected) || mayBeCut(actual) {
        let fullExpected = fullRendering(expected), fullActual = fullRendering(actual)
        if elidesValues || Diagnostics.render(expected) != fullExpected || Diagnostics.render(actual) != fullActual {
            FailureAttachment.attach(FailureAttachment(name: "expected.txt", contents: fullExpected))
            FailureAttachment.attach(FailureAttachment(name: "actual.txt", contents: fullActual))
        }
    }
    return message.appended(difference: difference)
}

/// Values whose text is longer than this are shortened in `equal`'s first line.
private let longValueLength = 80

/// The first and last 36 characters of a long text, with how many were left out between.
private func elided(_ text: String) -> String {
    guard text.count > longValueLength else { return text }
    return "\(text.prefix(36))…(\(text.count - 72) more)…\(text.suffix(36))"
}

/// Whether the renderer's limits may cut `value`: never for strings (longer ones are elided in
/// the first line instead), numbers and Booleans, so their failures render nothing twice.
private func mayBeCut(_ value: Any?) -> Bool {
    guard let value else { return false }
    if isScalar(value) { return false }
    return !(value is any StringProtocol || value is any Numeric || value is Bool)
}

/// Whether `value` is a number, a string or a Boolean, found by type identity: cheaper than the
/// failed protocol casts it spares (thousands of instructions each).
private func isScalar(_ value: Any?) -> Bool {
    value.map { scalarTypes.contains(ObjectIdentifier(type(of: $0))) } ?? false
}

private let scalarTypes = Set(
    ([Int.self, Double.self, Float.self, Bool.self, String.self, Substring.self] + sizedIntegerTypes)
        .map { ObjectIdentifier($0) })

/// A value rendered without any of the renderer's limits.
private func fullRendering(_ value: Any?) -> String {
    Diagnostics.$settings.withValue(.full) { Diagnostics.render(value) }
}

/// The failure text of `equal`; only runs for failures.
@usableFromInline
func equalMessage(_ expected: Any?, _ actual: Any?) -> ExpectationMessage {
    guard !isScalar(expected), let expectedSet = expected as? any SetDifferenceDescribing else {
        return .expectedActualValueTo("equal <\(stringify(expected))>")
    }
    // Nimble's text for sets of comparable elements: sorted arrays, `<[1, 2, 3]>`.
    let actualText = (actual as? any SetDifferenceDescribing)?.equalText ?? stringify(actual)
    let base = ExpectationMessage.expectedCustomValueTo("equal <\(expectedSet.equalText)>", actual: "<\(actualText)>")
    guard let actual else { return base }
    return expectedSet.differenceDescription(against: actual).map { base.appended(message: $0) } ?? base
}

/// Sets explain a mismatch as what is missing and what is extra.
protocol SetDifferenceDescribing {
    func differenceDescription(against actual: Any) -> String?
    /// The set in `equal`'s first line.
    var equalText: String { get }
}

extension Set: SetDifferenceDescribing {
    var equalText: String { (self as? any SortedDescribing)?.sortedDescription ?? stringify(self) }

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

// The operators again for an expected value built with an implicit initializer
// (`expect(tally) == .init(count: 2)`), disfavoured like `equal(_: T)`.

/// `expect(value) == .init(...)`.
@_disfavoredOverload
public func == <T: Equatable>(lhs: SyncExpectation<T>, rhs: T) {
    lhs.to(equal(rhs))
}

/// `expect(value) != .init(...)`.
@_disfavoredOverload
public func != <T: Equatable>(lhs: SyncExpectation<T>, rhs: T) {
    lhs.toNot(equal(rhs))
}

/// `await expect { value } == .init(...)`.
@_disfavoredOverload
public func == <T: Equatable>(lhs: AsyncExpectation<T>, rhs: T) async {
    await lhs.to(equal(rhs))
}

/// `await expect { value } != .init(...)`.
@_disfavoredOverload
public func != <T: Equatable>(lhs: AsyncExpectation<T>, rhs: T) async {
    await lhs.toNot(equal(rhs))
}
