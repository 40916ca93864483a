/// Anything that can judge an `AsyncExpression`: both `Predicate` and `AsyncPredicate`.
public protocol AsyncablePredicate<Value> {
    /// The type of value judged.
    associatedtype Value
    /// Judges `expression`, awaiting it if needed.
    func satisfies(_ expression: AsyncExpression<Value>) async throws -> PredicateResult
}

/// Nimble 14's name for `AsyncablePredicate`.
public typealias AsyncableMatcher = AsyncablePredicate

extension Predicate: AsyncablePredicate {
    /// Awaits the value, then judges it synchronously.
    public func satisfies(_ expression: AsyncExpression<T>) async throws -> PredicateResult {
        try satisfies(await expression.toSynchronousExpression())
    }
}

/// A predicate whose judgement needs `await` (e.g. it inspects an actor).
public struct AsyncPredicate<T>: AsyncablePredicate {
    let matcher: (AsyncExpression<T>) async throws -> PredicateResult

    /// A predicate from an async closure.
    public init(_ matcher: @escaping (AsyncExpression<T>) async throws -> PredicateResult) {
        self.matcher = matcher
    }

    /// Judges `expression`.
    public func satisfies(_ expression: AsyncExpression<T>) async throws -> PredicateResult {
        try await matcher(expression)
    }
}

/// Nimble 14's name for `AsyncPredicate`.
public typealias AsyncMatcher<T> = AsyncPredicate<T>

extension AsyncPredicate {
    /// An async predicate that fails with the be-nil hint when the actual value is nil.
    public static func define(matcher: @escaping (AsyncExpression<T>) async throws -> PredicateResult) -> AsyncPredicate<T> {
        AsyncPredicate(matcher).requireNonNil
    }

    /// An async predicate given `.expectedActualValueTo(message)`; nil fails with the be-nil hint.
    public static func define(
        _ message: String = "match",
        matcher: @escaping (AsyncExpression<T>, ExpectationMessage) async throws -> PredicateResult
    ) -> AsyncPredicate<T> {
        AsyncPredicate { try await matcher($0, .expectedActualValueTo(message)) }.requireNonNil
    }

    /// Like `define(_:matcher:)`, but nil actual values reach `matcher`.
    public static func defineNilable(
        _ message: String = "match",
        matcher: @escaping (AsyncExpression<T>, ExpectationMessage) async throws -> PredicateResult
    ) -> AsyncPredicate<T> {
        AsyncPredicate { try await matcher($0, .expectedActualValueTo(message)) }
    }

    /// An async predicate that only decides the status; nil fails with the be-nil hint.
    public static func simple(
        _ message: String = "match",
        matcher: @escaping (AsyncExpression<T>) async throws -> PredicateStatus
    ) -> AsyncPredicate<T> {
        AsyncPredicate { PredicateResult(status: try await matcher($0), message: .expectedActualValueTo(message)) }
            .requireNonNil
    }

    /// Like `simple(_:matcher:)`, but nil actual values reach `matcher`.
    public static func simpleNilable(
        _ message: String = "match",
        matcher: @escaping (AsyncExpression<T>) async throws -> PredicateStatus
    ) -> AsyncPredicate<T> {
        AsyncPredicate { PredicateResult(status: try await matcher($0), message: .expectedActualValueTo(message)) }
    }

    /// This predicate, except that a nil actual value gives `.fail` with the be-nil hint.
    public var requireNonNil: AsyncPredicate<T> {
        let inner = self
        return AsyncPredicate { actual in
            let result = try await inner.satisfies(actual)
            guard try await actual.evaluate() == nil else { return result }
            return PredicateResult(status: .fail, message: result.message.appendedBeNilHint())
        }
    }
}
