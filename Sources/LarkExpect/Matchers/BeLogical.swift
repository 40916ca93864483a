/// Passes when the actual value is `true`. Message: `expected to be true, got <false>`.
@inlinable
public func beTrue() -> Predicate<Bool> {
    logical(true, beTrueMessage)
}

/// Passes when the actual value is `false`. Message: `expected to be false, got <true>`.
@inlinable
public func beFalse() -> Predicate<Bool> {
    logical(false, beFalseMessage)
}

@usableFromInline
func beTrueMessage(_: Any?, _: Any?) -> ExpectationMessage { .expectedActualValueTo("be true") }

@usableFromInline
func beFalseMessage(_: Any?, _: Any?) -> ExpectationMessage { .expectedActualValueTo("be false") }

/// Passes when the actual value is non-nil and equal to `true` (in the value's own
/// `ExpressibleByBooleanLiteral` sense). Nil is not truthy; this predicate accepts nil.
public func beTruthy<T: ExpressibleByBooleanLiteral & Equatable>() -> Predicate<T> {
    Predicate.simpleNilable("be truthy") { actual in
        PredicateStatus(bool: try actual.evaluate() == (true as T))
    }
}

/// Passes when the actual value is nil or not equal to `true`.
public func beFalsy<T: ExpressibleByBooleanLiteral & Equatable>() -> Predicate<T> {
    Predicate.simpleNilable("be falsy") { actual in
        PredicateStatus(bool: try actual.evaluate() != (true as T))
    }
}

@inlinable
func logical(_ wanted: Bool, _ message: @escaping (Any?, Any?) -> ExpectationMessage) -> Predicate<Bool> {
    Predicate(valueOnly: { value in
        let status: PredicateStatus = value.map { PredicateStatus(bool: $0 == wanted) } ?? .fail
        return PredicateResult(status: status, deferred: DeferredMessage(
            expected: wanted, actual: value, nilHint: value == nil, message))
    })
}
