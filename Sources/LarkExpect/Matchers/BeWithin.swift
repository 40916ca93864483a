/// Passes when the actual value lies in the half-open `range` (`lower..<upper`).
///
/// A nil actual value fails both `to` and `toNot`.
///
/// Message: `expected to be within range <(0.0..<2.1)>, got <2.1>`.
public func beWithin<T: Comparable>(_ range: Range<T>) -> Predicate<T> {
    Predicate { actual in
        let value = try actual.evaluate()
        let status: PredicateStatus = value.map { PredicateStatus(bool: range.contains($0)) } ?? .fail
        return PredicateResult(status: status, message: beWithinMessage(range).appendingBeNilHint(if: value == nil))
    }
}

/// Passes when the actual value lies in the closed `range` (`lower...upper`).
///
/// Message: `expected to be within range <(0.2...1.1)>, got <0.1>`.
public func beWithin<T: Comparable>(_ range: ClosedRange<T>) -> Predicate<T> {
    Predicate { actual in
        let value = try actual.evaluate()
        let status: PredicateStatus = value.map { PredicateStatus(bool: range.contains($0)) } ?? .fail
        return PredicateResult(status: status, message: beWithinMessage(range).appendingBeNilHint(if: value == nil))
    }
}

func beWithinMessage(_ range: Any?) -> ExpectationMessage {
    .expectedActualValueTo("be within range <(\(range.map { String(describing: $0) } ?? "nil"))>")
}
