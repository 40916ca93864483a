/// Equality of two values of one static type that is not known to be `Equatable`, found by
/// looking inside them: `Equatable` parts compare with their own `==`, tuples and arrays
/// position by position, dictionaries key by key. Used by `equal`'s run-time form only.
enum RunTimeEquality: Equatable {
    case equal
    case different
    /// A part of the values has no `==`; the name of its type.
    case incomparable(String)

    /// Nesting deeper than this is not compared: a custom mirror that contains itself would
    /// otherwise recurse until the stack overflows.
    static let maximumDepth = 100

    static func compare(_ lhs: Any, _ rhs: Any) -> RunTimeEquality {
        compare(lhs, rhs, depth: 0)
    }

    private static func compare(_ lhs: Any, _ rhs: Any, depth: Int) -> RunTimeEquality {
        if let lhs = lhs as? any Equatable {
            return compareEquatable(lhs, rhs)
        }
        guard depth < maximumDepth else { return .incomparable(String(describing: type(of: lhs))) }
        let left = Mirror(reflecting: lhs), right = Mirror(reflecting: rhs)
        guard left.displayStyle == right.displayStyle else {
            return left.displayStyle == nil ? .incomparable(String(describing: type(of: lhs))) : .different
        }
        switch left.displayStyle {
        case .tuple?, .collection?, .optional?:
            return compareInOrder(left.children.map(\.value), right.children.map(\.value), depth: depth + 1)
        case .dictionary?:
            return compareEntries(left.children.map(\.value), right.children.map(\.value), depth: depth + 1)
        default:
            return .incomparable(String(describing: type(of: lhs)))
        }
    }

    /// `rhs` has the same static type as `lhs`; a subclass instance on either side is compared
    /// with the `==` of the other side's dynamic type.
    private static func compareEquatable<Value: Equatable>(_ lhs: Value, _ rhs: Any) -> RunTimeEquality {
        if let rhs = rhs as? Value { return lhs == rhs ? .equal : .different }
        if let rhs = rhs as? any Equatable, let same = rhs.isEqual(toAny: lhs) { return same ? .equal : .different }
        return .different
    }

    /// Parts compared position by position (tuple elements, array elements, an optional's value).
    private static func compareInOrder(_ lhs: [Any], _ rhs: [Any], depth: Int) -> RunTimeEquality {
        combine(lhs.count == rhs.count ? .equal : .different, zip(lhs, rhs).lazy.map { compare($0, $1, depth: depth) })
    }

    /// Dictionary entries (`(key, value)` pairs in each dictionary's own order), matched by key.
    private static func compareEntries(_ lhs: [Any], _ rhs: [Any], depth: Int) -> RunTimeEquality {
        guard lhs.count == rhs.count else { return .different }
        var right: [AnyHashable: Any] = [:]
        for (key, value) in rhs.lazy.map(keyAndValue) {
            // Dictionary keys are always `Hashable`; the cast only fails for a malformed entry.
            guard let key = key as? AnyHashable else { return .incomparable(String(describing: type(of: key))) }
            right[key] = value
        }
        return combine(.equal, lhs.lazy.map(keyAndValue).map { key, value in
            guard let key = key as? AnyHashable, let match = right[key] else { return .different }
            return compare(value, match, depth: depth)
        })
    }

    /// The verdict on values from the verdicts on their parts: a part that cannot be compared
    /// decides it, then a part that differs.
    private static func combine(_ initial: RunTimeEquality, _ parts: some Sequence<RunTimeEquality>) -> RunTimeEquality {
        var result = initial
        for part in parts {
            if case .incomparable = part { return part }
            if part == .different { result = .different }
        }
        return result
    }

    private static func keyAndValue(_ entry: Any) -> (key: Any, value: Any) {
        let parts = Mirror(reflecting: entry).children.map(\.value)
        return (parts.first ?? entry, parts.last ?? entry)
    }
}

private extension Equatable {
    /// `self == other` when `other` has this dynamic type; nil otherwise.
    func isEqual(toAny other: Any) -> Bool? {
        (other as? Self).map { self == $0 }
    }
}
