/// A lazily evaluated actual value, with the location of the expectation that holds it.
///
/// Predicates call `evaluate()`; the engine makes sure the user's expression runs once per
/// check even when several predicates (e.g. inside `satisfyAllOf`) look at it, and the failure
/// report reuses that same value. Polling re-evaluates on every poll.
public struct Expression<Value> {
    // Evaluation and the memo are `@inlinable`: the passing path (see LarkExpect.swift).
    @usableFromInline
    enum Storage {
        /// Runs the closure on every evaluation (`withoutCaching()`, each poll's source).
        case lazy(() throws -> Value?)
        /// Runs the closure once and remembers the outcome in the memo.
        case memoized(() throws -> Value?, ExpressionMemo)
        /// Already evaluated: the outcome sits in a memo that is filled from the start.
        case settled(ExpressionMemo)

        // No case holds a `Value` directly, so `Expression<Value>` has the same layout for
        // every `Value`: generic code that is not specialised (a library's matchers, called
        // from a test) copies it without looking up type metadata at run time.

        /// An already evaluated expression with this outcome.
        static func evaluated(_ outcome: Result<Value?, any Error>) -> Storage {
            let memo = ExpressionMemo()
            switch outcome {
            case let .success(value): memo.record(value)
            case let .failure(error): memo.record(error: error)
            }
            return .settled(memo)
        }

        /// Evaluates (see the cases for when the closure runs).
        @inlinable
        func evaluate() throws -> Value? {
            switch self {
            case let .memoized(body, memo):
                return try memo.evaluate(body)
            case let .lazy(body):
                return try body()
            case let .settled(memo):
                return try memo.settledValue(of: Value.self)
            }
        }
    }

    @usableFromInline let storage: Storage
    /// Where the expectation was written.
    public let location: SourceLocation
    /// Whether the value came from a closure (`expect { ... }`) rather than a plain value.
    public let isClosure: Bool

    /// Wraps `expression`, memoising its result.
    @inlinable
    public init(expression: @escaping () throws -> Value?, location: SourceLocation, isClosure: Bool = true) {
        // Assigned here rather than through `init(storage:...)`: one call fewer for every
        // `expect` in an unoptimised test build.
        self.storage = .memoized(expression, ExpressionMemo())
        self.location = location
        self.isClosure = isClosure
    }

    init(storage: consuming Storage, location: consuming SourceLocation, isClosure: Bool) {
        self.storage = storage
        self.location = location
        self.isClosure = isClosure
    }

    /// An expression whose value is already known (mapped values, descriptions).
    init(evaluatedValue value: Value?) {
        self.init(storage: .evaluated(.success(value)), location: SourceLocation(), isClosure: false)
    }

    /// Evaluates the expression (once, unless this is a non-caching copy).
    @inlinable
    public func evaluate() throws -> Value? {
        try storage.evaluate()
    }

    /// An expression whose value is `block` applied to this expression's value.
    public func cast<U>(_ block: @escaping (Value?) throws -> U?) -> Expression<U> {
        let source = self
        return Expression<U>(storage: .memoized({ try block(source.evaluate()) }, ExpressionMemo()), location: location, isClosure: isClosure)
    }

    /// A copy that evaluates the underlying closure on every `evaluate()`.
    public func withoutCaching() -> Expression<Value> {
        switch storage {
        case .settled, .lazy: return self
        case let .memoized(body, _): return Expression(storage: .lazy(body), location: location, isClosure: isClosure)
        }
    }

    /// A copy with a fresh cache: evaluates the underlying closure once more, then memoises.
    public func withCaching() -> Expression<Value> {
        switch storage {
        case .settled: return self
        case let .lazy(body), let .memoized(body, _):
            return Expression(storage: .memoized(body, ExpressionMemo()), location: location, isClosure: isClosure)
        }
    }

    /// The same expression for use with async predicates. It memoises its evaluation, so the
    /// failure message of an async predicate applied to a synchronous expectation can show
    /// the value (and the expression runs once).
    public func toAsyncExpression() -> AsyncExpression<Value> {
        let source = self
        return AsyncExpression(body: { try source.evaluate() }, cache: ExpressionMemo(), location: location, isClosure: isClosure)
    }

    /// The outcome of the evaluation, evaluating now if no predicate did (for a message that
    /// shows the actual value). Memoised and evaluated expressions never run twice.
    @usableFromInline
    func settledResult() -> Result<Value?, any Error> {
        switch storage {
        case let .settled(memo): return memo.result(of: Value.self) ?? .success(nil)
        case let .lazy(body): return Result { try body() }
        case let .memoized(body, memo): return Result { try memo.evaluate(body) }
        }
    }

    /// The outcome of the evaluation, if there was one (never evaluates).
    var cachedResult: Result<Value?, any Error>? {
        switch storage {
        case let .settled(memo): return memo.result(of: Value.self)
        case .lazy: return nil
        case let .memoized(_, memo): return memo.result(of: Value.self)
        }
    }
}

/// Storage for a memoised evaluation.
///
/// Deliberately not generic: a generic class needs its metadata instantiated at run time on
/// every allocation and deallocation, which costs more than the rest of a passing expectation.
/// The value is kept type-erased and cast back only when it is read a second time.
@usableFromInline
final class ExpressionMemo {
    @usableFromInline
    enum State: UInt8 { case pending, value, nilValue, error }

    // Exclusivity checks are off for these three: they cost a fifth of a passing `equal`
    // (docs/performance-shortcuts.md). Safe because no two accesses can overlap: each is one
    // load or store that ends at once (no `inout` or `modify` spans a call, so `body` running
    // between them, even re-entering this memo, holds none), and the class is not Sendable, so
    // the compiler keeps every access on one concurrency domain.
    @exclusivity(unchecked) @usableFromInline var state = State.pending
    @exclusivity(unchecked) @usableFromInline var value: Any = ()
    @exclusivity(unchecked) @usableFromInline var error: (any Error)?

    @usableFromInline
    init() {}

    @inlinable
    func evaluate<Value>(_ body: () throws -> Value?) throws -> Value? {
        switch state {
        case .pending:
            do {
                let newValue = try body()
                if let newValue {
                    value = newValue
                    state = .value
                } else {
                    state = .nilValue
                }
                return newValue
            } catch {
                self.error = error
                state = .error
                throw error
            }
        case .value:
            return value as? Value
        case .nilValue:
            return nil
        case .error:
            throw error!
        }
    }

    /// Records an outcome computed elsewhere (the async expression's evaluation).
    func record<Value>(_ newValue: Value?) {
        if let newValue {
            value = newValue
            state = .value
        } else {
            state = .nilValue
        }
    }

    func record(error newError: any Error) {
        error = newError
        state = .error
    }

    /// The recorded outcome, nil while pending. A method of its own so that `Storage.evaluate`
    /// stays a pass-through: its other cases then need no `Optional<Value>` metadata, which
    /// unspecialised code otherwise looks up at every call (measured: ~700 instructions).
    @usableFromInline
    func settledValue<Value>(of type: Value.Type) throws -> Value? {
        try result(of: type)?.get() ?? nil
    }

    func result<Value>(of type: Value.Type) -> Result<Value?, any Error>? {
        switch state {
        case .pending: return nil
        case .value: return .success(value as? Value)
        case .nilValue: return .success(nil)
        case .error: return .failure(error!)
        }
    }
}

// The unchecked exclusivity above is sound only while the memo stays on one concurrency domain:
// this makes a `Sendable` conformance (and so sharing it across tasks) a compile error.
@available(*, unavailable)
extension ExpressionMemo: Sendable {}
