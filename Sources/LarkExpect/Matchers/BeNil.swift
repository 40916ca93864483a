/// Passes when the actual value is nil. The only predicate for which nil is a normal value.
///
/// A value that is itself an optional holding nil (e.g. an element of `[Int?]` inside
/// `allPass(beNil())`) counts as nil too.
///
/// Message: `expected to be nil, got <1>`.
@_transparent
public func beNil<T>() -> Predicate<T> {
    Predicate(check: BeNilCheck<T>())
}

/// `beNil`'s check: nil matches, and so does a present value that is itself an empty
/// optional (an `Any` holding `nil`).
@usableFromInline
struct BeNilCheck<T>: ValueCheck {
    @usableFromInline @_transparent init() {}

    @inlinable
    func status(of value: T) -> PredicateStatus { PredicateStatus(bool: isNestedNil(value)) }

    @inlinable
    func statusOfNil() -> PredicateStatus { .matches }

    @usableFromInline
    func message(for _: T?) -> ExpectationMessage { beNilMessage(nil, nil) }
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
