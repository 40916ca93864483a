/// The check shared by the ordering predicates (`beGreaterThan`, `beLessThanOrEqualTo`, ...).
/// A nil actual value fails both `to` and `toNot`; a nil bound is `MissingExpectedValueCheck`.
@usableFromInline
struct ComparisonCheck<T: Comparable>: ValueCheck {
    @usableFromInline let bound: T
    @usableFromInline let relation: ComparisonRelation

    @usableFromInline @_transparent
    init(_ bound: T, _ relation: ComparisonRelation) {
        self.bound = bound
        self.relation = relation
    }

    @inlinable
    func status(of actual: T) -> PredicateStatus {
        let holds = switch relation {
        case .greaterThan: actual > bound
        case .greaterThanOrEqualTo: actual >= bound
        case .lessThan: actual < bound
        case .lessThanOrEqualTo: actual <= bound
        }
        return PredicateStatus(bool: holds)
    }

    @usableFromInline
    func message(for actual: T?) -> ExpectationMessage {
        let message = relation.describe(bound, nil)
        return actual == nil ? message.appendedBeNilHint() : message
    }
}

/// Which ordering the actual value must have to the bound. Not nested in the generic check:
/// a nested type is generic too, and unoptimised code looks its metadata up on every use.
@usableFromInline
enum ComparisonRelation {
    case greaterThan, greaterThanOrEqualTo, lessThan, lessThanOrEqualTo

    /// The matcher's message (the actual value is not part of it).
    @usableFromInline
    var describe: (_ bound: Any?, _ actual: Any?) -> ExpectationMessage {
        switch self {
        case .greaterThan: beGreaterThanMessage
        case .greaterThanOrEqualTo: beGreaterThanOrEqualToMessage
        case .lessThan: beLessThanMessage
        case .lessThanOrEqualTo: beLessThanOrEqualToMessage
        }
    }
}

extension Predicate where T: Comparable {
    /// An ordering predicate; a nil bound cannot judge anything.
    @usableFromInline @_transparent
    static func comparing(_ bound: T?, _ relation: ComparisonRelation) -> Predicate<T> {
        if let bound { return Predicate(check: ComparisonCheck(bound, relation)) }
        return .missingExpectedValue(relation.describe)
    }
}
