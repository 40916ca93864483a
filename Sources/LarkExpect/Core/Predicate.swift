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
    /// How the predicate judges: most built-ins read only the value, and say so by taking it
    /// directly, which keeps their closures free of `Expression`'s generic layout (the cost
    /// that dominates an unoptimised build, i.e. a plain `swift test`).
    @usableFromInline
    enum Body {
        /// Judges the expression; `valueOnly` is true if it never needs the closure behind it.
        case expression((Expression<T>) throws -> PredicateResult, valueOnly: Bool)
        /// Judges the evaluated value.
        case value((T?) throws -> PredicateResult)
        /// Judges the evaluated value and builds the message only when asked.
        case check(any ValueCheck<T>)
    }

    @usableFromInline let body: Body
    @usableFromInline let summary: (() -> String)?

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

    @usableFromInline @_transparent
    init(summary: (() -> String)?, judgesValueOnly: Bool, matcher: @escaping (Expression<T>) throws -> PredicateResult) {
        self.body = .expression(matcher, valueOnly: judgesValueOnly)
        self.summary = summary
    }

    /// A built-in predicate that only reads the value. It describes itself by judging a nil
    /// value (every built-in handles nil), so it needs no separate summary closure.
    @usableFromInline @_transparent
    init(valueOnly judge: @escaping (T?) throws -> PredicateResult) {
        self.body = .value(judge)
        self.summary = nil
    }

    /// A built-in predicate whose passing verdict costs no message at all.
    @usableFromInline @_transparent
    init(check: some ValueCheck<T>) {
        self.body = .check(check)
        self.summary = nil
    }

    /// True for predicates that only read the value (never the closure behind it), so the
    /// engine may evaluate the expression itself, once, and skip memoisation.
    @_transparent @usableFromInline
    var judgesValueOnly: Bool {
        switch body {
        case let .expression(_, valueOnly): return valueOnly
        case .value, .check: return true
        }
    }

    /// Judges an already evaluated value (for composites of value-only predicates).
    @usableFromInline @_transparent
    func judge(value: T?) throws -> PredicateResult {
        switch body {
        case let .value(judge): return try judge(value)
        case let .check(check): return try check.result(for: value)
        case let .expression(matcher, _): return try matcher(Expression(evaluatedValue: value))
        }
    }

    /// Only the verdict on an already evaluated value: checks build no message.
    @usableFromInline
    func status(ofValue value: T?) throws -> PredicateStatus {
        switch body {
        case let .check(check): return try check.status(ofOptional: value)
        case let .value(judge): return try judge(value).status
        case let .expression(matcher, _): return try matcher(Expression(evaluatedValue: value)).status
        }
    }

    /// Only the verdict on a present value (the parts of a composite check).
    @usableFromInline @_transparent
    func status(ofPresent value: T) throws -> PredicateStatus {
        // The other kinds are judged out of line: an unoptimised build allocates the
        // temporaries of every branch on entry, each a metadata lookup in generic code.
        if case let .check(check) = body { return try check.status(of: value) }
        return try status(ofValue: value)
    }

    /// Judges `expression`.
    @_transparent
    public func satisfies(_ expression: Expression<T>) throws -> PredicateResult {
        switch body {
        case let .expression(matcher, _): return try matcher(expression)
        case let .value(judge): return try judge(expression.evaluate())
        case let .check(check): return try check.result(for: expression.evaluate())
        }
    }
}

/// Whether every one of `predicates` reads only the value (a loop: a key path costs more
/// than the whole check in an unoptimised build).
@usableFromInline @_transparent
func allJudgeValueOnly<T>(_ predicates: [Predicate<T>]) -> Bool {
    // Not `for in`: the unoptimised iterator is a generic call per element.
    var index = 0
    while index < predicates.count {
        if !predicates[index].judgesValueOnly { return false }
        index += 1
    }
    return true
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
            let probe = Expression<T>(evaluatedValue: nil)
            if let result = try? satisfies(probe) { return result.message.summaryText }
        }
        return "match a custom predicate on \(T.self)"
    }
}
