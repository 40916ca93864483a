/// Passes when the actual value is `true`. Message: `expected to be true, got <false>`.
@inlinable
public func beTrue() -> Predicate<Bool> {
    Predicate(check: LogicalCheck(wanted: true))
}

/// Passes when the actual value is `false`. Message: `expected to be false, got <true>`.
@inlinable
public func beFalse() -> Predicate<Bool> {
    Predicate(check: LogicalCheck(wanted: false))
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

/// `beTrue` and `beFalse`: the value must be the wanted Boolean; nil fails both ways.
@usableFromInline
struct LogicalCheck: ValueCheck {
    @usableFromInline let wanted: Bool

    @usableFromInline init(wanted: Bool) { self.wanted = wanted }

    @inlinable
    func status(of value: Bool) -> PredicateStatus { PredicateStatus(bool: value == wanted) }

    @usableFromInline
    func message(for value: Bool?) -> ExpectationMessage {
        let message = wanted ? beTrueMessage(wanted, value) : beFalseMessage(wanted, value)
        return value == nil ? message.appendedBeNilHint() : message
    }
}
