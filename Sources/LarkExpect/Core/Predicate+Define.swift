extension Predicate {
    /// A predicate that fails with the be-nil hint when the actual value is nil.
    public static func define(matcher: @escaping (Expression<T>) throws -> PredicateResult) -> Predicate<T> {
        Predicate(matcher).requireNonNil
    }

    /// A predicate that receives `.expectedActualValueTo(message)` to build its result with,
    /// and fails with the be-nil hint when the actual value is nil.
    public static func define(
        _ message: String = "match",
        matcher: @escaping (Expression<T>, ExpectationMessage) throws -> PredicateResult
    ) -> Predicate<T> {
        Predicate { try matcher($0, .expectedActualValueTo(message)) }.requireNonNil
    }

    /// Like `define(_:matcher:)`, but nil actual values reach `matcher`.
    public static func defineNilable(
        _ message: String = "match",
        matcher: @escaping (Expression<T>, ExpectationMessage) throws -> PredicateResult
    ) -> Predicate<T> {
        Predicate { try matcher($0, .expectedActualValueTo(message)) }
    }

    /// A predicate from a closure that only decides the status; the message is
    /// `expected to <message>, got <actual>`. Nil actual values fail with the be-nil hint.
    public static func simple(
        _ message: String = "match",
        matcher: @escaping (Expression<T>) throws -> PredicateStatus
    ) -> Predicate<T> {
        Predicate {
            PredicateResult(status: try matcher($0), message: .expectedActualValueTo(message))
        }.requireNonNil
    }

    /// Like `simple(_:matcher:)`, but nil actual values reach `matcher`.
    public static func simpleNilable(
        _ message: String = "match",
        matcher: @escaping (Expression<T>) throws -> PredicateStatus
    ) -> Predicate<T> {
        Predicate {
            PredicateResult(status: try matcher($0), message: .expectedActualValueTo(message))
        }
    }

    /// This predicate, except that a nil actual value gives `.fail` with the be-nil hint.
    public var requireNonNil: Predicate<T> {
        let inner = self
        return Predicate { actual in
            let result = try inner.satisfies(actual)
            guard try actual.evaluate() == nil else { return result }
            return PredicateResult(status: .fail, message: result.message.appendedBeNilHint())
        }
    }
}
