/// Passes when the actual value is nil. The only predicate for which nil is a normal value.
///
/// A value that is itself an optional holding nil (e.g. an element of `[Int?]` inside
/// `allPass(beNil())`) counts as nil too.
///
/// Message: `expected to be nil, got <1>`.
@inlinable
public func beNil<T>() -> Predicate<T> {
    Predicate(valueOnly: { value in
        let isNil = value.map(isNestedNil) ?? true
        return PredicateResult(status: PredicateStatus(bool: isNil), deferred: DeferredMessage(
            expected: String?.none, actual: value, nilHint: false, beNilMessage))
    })
}

@usableFromInline
func beNilMessage(_: Any?, _: Any?) -> ExpectationMessage {
    .expectedActualValueTo("be nil")
}

/// Whether `value` is an optional that holds nil. The type test comes first and folds away
/// for non-optional types once the caller is specialised.
@inlinable
func isNestedNil<V>(_ value: V) -> Bool {
    guard V.self is any NilTestable.Type else { return false }
    return (value as? any NilTestable)?.holdsNil ?? false
}

/// Optionals, seen from a generic context.
@usableFromInline
protocol NilTestable {
    var holdsNil: Bool { get }
}

extension Optional: NilTestable {
    @usableFromInline
    var holdsNil: Bool { self == nil }
}
