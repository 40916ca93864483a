/// Passes when the actual value is nil. The only predicate for which nil is a normal value.
///
/// A value that is itself an optional holding nil (e.g. an element of `[Int?]` inside
/// `allPass(beNil())`) counts as nil too.
///
/// Message: `expected to be nil, got <1>`.
public func beNil<T>() -> Predicate<T> {
    Predicate { actual in
        let isNil = try actual.evaluate().map(isNestedNil) ?? true
        return PredicateResult(bool: isNil, message: .expectedActualValueTo("be nil"))
    }
}

/// Whether `value` is an optional that holds nil.
func isNestedNil<V>(_ value: V) -> Bool {
    return (value as? any NilTestable)?.holdsNil ?? false
}

/// Optionals, seen from a generic context.
protocol NilTestable {
    var holdsNil: Bool { get }
}

extension Optional: NilTestable {
    var holdsNil: Bool { self == nil }
}
