/// A matcher: a value that judges an `Expression<T>` and returns a `PredicateResult`.
///
/// This is the one shape every matcher has, the built-in ones included: a closure that
/// evaluates the expression, decides a status, and describes itself in a message that is an
/// autoclosure, so it is only built when someone reads it (a failure, or a recorder).
///
/// ```swift
/// func beEven() -> Predicate<Int> {
///     Predicate { actual in
///         guard let value = try actual.evaluate() else {
///             return PredicateResult(status: .fail, message: .expectedActualValueTo("be even").appendedBeNilHint())
///         }
///         return PredicateResult(bool: value.isMultiple(of: 2), message: .expectedActualValueTo("be even"))
///     }
/// }
/// expect(4).to(beEven())
/// ```
///
/// `define`, `simple` and their `Nilable` forms (Nimble's spellings) are shorthands on top.
/// Foundation declares a type named `Predicate` too; in files that import both, use the alias
/// `Matcher` (Nimble 14's name), or qualify it as `LarkExpect.Predicate`.
public struct Predicate<T> {
    // `@inlinable` (see LarkExpect.swift): a user's matcher is specialised in an optimised build
    // just like a built-in one.
    @usableFromInline let matcher: (Expression<T>) throws -> PredicateResult

    /// A predicate from a closure that judges the expression.
    @inlinable
    public init(_ matcher: @escaping (Expression<T>) throws -> PredicateResult) {
        self.matcher = matcher
    }

    /// Judges `expression`.
    @inlinable
    public func satisfies(_ expression: Expression<T>) throws -> PredicateResult {
        try matcher(expression)
    }
}

/// Nimble 14's name for `Predicate`; free of the clash with Foundation's `Predicate`.
public typealias Matcher<T> = Predicate<T>
/// Nimble 14's name for `PredicateResult`.
public typealias MatcherResult = PredicateResult
/// Nimble 14's name for `PredicateStatus`.
public typealias MatcherStatus = PredicateStatus

extension Predicate: CustomStringConvertible {
    /// What the predicate expects, e.g. `equal <3>`: the expectation part of the message it
    /// gives for a nil value (every matcher handles nil, so judging one runs no user code).
    public var description: String {
        if let result = try? satisfies(Expression(evaluatedValue: nil)) {
            let text = result.message.summaryText
            if !text.isEmpty { return text }
        }
        return "match a custom predicate on \(T.self)"
    }
}
