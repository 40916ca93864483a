/// Passes when the actual value is `true`. Message: `expected to be true, got <false>`.
public func beTrue() -> Predicate<Bool> {
    logical(true)
}

/// Passes when the actual value is `false`. Message: `expected to be false, got <true>`.
public func beFalse() -> Predicate<Bool> {
    logical(false)
}

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
private func logical(_ wanted: Bool) -> Predicate<Bool> {
    Predicate { actual in
        guard let value = try actual.evaluate() else {
            return PredicateResult(status: .fail, message: ExpectationMessage.expectedActualValueTo("be \(wanted)").appendedBeNilHint())
        }
        return PredicateResult(bool: value == wanted, message: .expectedActualValueTo("be \(wanted)"))
    }
}
