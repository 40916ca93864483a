/// The body of the ordering predicates (`beGreaterThan`, `beLessThanOrEqualTo`, ...). A nil
/// actual value or a nil bound fails both `to` and `toNot`.
///
/// `@inlinable`, as are the four public matchers on top of it: the passing path (see
/// LarkExpect.swift).
@inlinable
func ordering<T: Comparable>(_ bound: T?, _ relation: OrderingRelation) -> Predicate<T> {
    // The closures capture a `T`, not a `T?`, as in `equal` (fewer metadata look-ups unoptimised).
    guard let bound else { return relation.failing() }
    return Predicate { actual in
        guard let value = try actual.evaluate() else {
            return PredicateResult(status: .fail, message: relation.message(bound).appendedBeNilHint())
        }
        return PredicateResult(bool: relation.holds(value, bound), message: relation.message(bound))
    }
}

/// Which ordering the actual value must have to the bound.
@usableFromInline
enum OrderingRelation {
    case greaterThan, greaterThanOrEqualTo, lessThan, lessThanOrEqualTo

    @inlinable
    func holds<T: Comparable>(_ actual: T, _ bound: T) -> Bool {
        switch self {
        case .greaterThan: actual > bound
        case .greaterThanOrEqualTo: actual >= bound
        case .lessThan: actual < bound
        case .lessThanOrEqualTo: actual <= bound
        }
    }

    /// The predicate for a nil bound: fails under `to` and `toNot` alike (the actual value is
    /// still evaluated, for the message and for any error it throws).
    @usableFromInline
    func failing<T>() -> Predicate<T> {
        Predicate { actual in
            _ = try actual.evaluate()
            return PredicateResult(status: .fail, message: message(nil).appendedBeNilHint())
        }
    }

    /// The matcher's message (the engine adds the actual value).
    @usableFromInline
    func message(_ bound: Any?) -> ExpectationMessage {
        let phrase = switch self {
        case .greaterThan: "be greater than"
        case .greaterThanOrEqualTo: "be greater than or equal to"
        case .lessThan: "be less than"
        case .lessThanOrEqualTo: "be less than or equal to"
        }
        return .expectedActualValueTo("\(phrase) <\(stringify(bound))>")
    }
}
