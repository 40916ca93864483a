/// A matcher: a value that judges an `Expression<T>` and returns a `PredicateResult`.
///
/// ```swift
/// func beEven() -> Predicate<Int> {
///     Predicate.simple("be even") { actual in
///         guard let value = try actual.evaluate() else { return .fail }
///         return PredicateStatus(bool: value % 2 == 0)
///     }
/// }
/// expect(4).to(beEven())
/// ```
///
/// Foundation declares a type named `Predicate` too; in files that import both, use the alias
/// `Matcher` (Nimble 14's name), or qualify it as `LarkExpect.Predicate`.
public struct Predicate<T> {
    @usableFromInline let matcher: (Expression<T>) throws -> PredicateResult
    @usableFromInline let summary: (() -> String)?
    /// True for predicates that only read the value (never the closure behind it), so the
    /// engine may evaluate the expression itself, once, and skip memoisation.
    @usableFromInline let judgesValueOnly: Bool

    /// A predicate from a closure that judges the expression.
    @inlinable
    public init(_ matcher: @escaping (Expression<T>) throws -> PredicateResult) {
        self.init(summary: nil, judgesValueOnly: false, matcher: matcher)
    }

    /// A predicate that also describes itself (e.g. `equal <3>`), for `satisfies(_:_:)` in
    /// Swift Testing's `#expect`. `summary` runs only when a description is asked for.
    @inlinable
    public init(summary: @escaping () -> String, _ matcher: @escaping (Expression<T>) throws -> PredicateResult) {
        self.init(summary: summary, judgesValueOnly: false, matcher: matcher)
    }

    @inlinable
    init(summary: (() -> String)?, judgesValueOnly: Bool, matcher: @escaping (Expression<T>) throws -> PredicateResult) {
        self.matcher = matcher
        self.summary = summary
        self.judgesValueOnly = judgesValueOnly
    }

    /// A built-in predicate that only reads the value. It describes itself by judging a nil
    /// value (every built-in handles nil), so it needs no separate summary closure.
    @inlinable
    init(valueOnly matcher: @escaping (Expression<T>) throws -> PredicateResult) {
        self.init(summary: nil, judgesValueOnly: true, matcher: matcher)
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
    /// What the predicate expects, e.g. `equal <3>`.
    public var description: String {
        if let summary { return summary() }
        if judgesValueOnly {
            let probe = Expression<T>(storage: .evaluated(.success(nil)), location: SourceLocation(), isClosure: false)
            if let result = try? matcher(probe) { return result.message.summaryText }
        }
        return "match a custom predicate on \(T.self)"
    }
}
