/// The async counterpart of `Expression`: a lazily evaluated value that may need `await`.
public struct AsyncExpression<Value> {
    let body: () async throws -> Value?
    let cache: ExpressionMemo?
    /// Where the expectation was written.
    public let location: SourceLocation
    /// Whether the value came from a closure rather than a plain value.
    public let isClosure: Bool
    /// The executor waits of a closure that runs on its own isolation (nil for any other body).
    let waits: ExecutorWaits?

    /// Wraps `expression`, memoising its result.
    public init(expression: @escaping () async throws -> Value?, location: SourceLocation, isClosure: Bool = true) {
        self.init(body: expression, cache: ExpressionMemo(), location: location, isClosure: isClosure)
    }

    /// Wraps a closure that keeps the isolation it was written in (the `@concurrent` parameters
    /// of `expect` and `require`), recording how long its calls wait for a thread.
    init(isolatedClosure expression: @escaping @concurrent () async throws -> Value?, location: SourceLocation) {
        let (body, waits) = ExecutorWaits.timing(expression)
        self.init(body: body, cache: ExpressionMemo(), location: location, isClosure: true, waits: waits)
    }

    init(
        body: @escaping () async throws -> Value?, cache: ExpressionMemo?, location: SourceLocation, isClosure: Bool,
        waits: ExecutorWaits? = nil
    ) {
        self.body = body
        self.cache = cache
        self.location = location
        self.isClosure = isClosure
        self.waits = waits
    }

    /// Evaluates the expression (once, unless this is a non-caching copy).
    public func evaluate() async throws -> Value? {
        guard let cache else { return try await body() }
        if let stored = cache.result(of: Value.self) { return try stored.get() }
        do {
            let value = try await body()
            cache.record(value)
            return value
        } catch {
            cache.record(error: error)
            throw error
        }
    }

    /// An expression whose value is `block` applied to this expression's value.
    public func cast<U>(_ block: @escaping (Value?) throws -> U?) -> AsyncExpression<U> {
        AsyncExpression<U>(body: { try block(await self.evaluate()) }, cache: ExpressionMemo(), location: location,
                           isClosure: isClosure, waits: waits)
    }

    /// An expression whose value is the async `block` applied to this expression's value.
    public func cast<U>(_ block: @escaping (Value?) async throws -> U?) -> AsyncExpression<U> {
        AsyncExpression<U>(body: { try await block(await self.evaluate()) }, cache: ExpressionMemo(), location: location,
                           isClosure: isClosure, waits: waits)
    }

    /// A copy that evaluates the underlying closure on every `evaluate()`.
    public func withoutCaching() -> AsyncExpression<Value> {
        AsyncExpression(body: body, cache: nil, location: location, isClosure: isClosure, waits: waits)
    }

    /// A copy with a fresh cache.
    public func withCaching() -> AsyncExpression<Value> {
        AsyncExpression(body: body, cache: ExpressionMemo(), location: location, isClosure: isClosure, waits: waits)
    }

    /// Evaluates now and wraps the value in a synchronous expression, so a synchronous
    /// predicate can judge it.
    public func toSynchronousExpression() async -> Expression<Value> {
        let result: Result<Value?, any Error>
        do { result = .success(try await evaluate()) } catch { result = .failure(error) }
        return Expression(storage: .evaluated(result), location: location, isClosure: isClosure)
    }

    var cachedResult: Result<Value?, any Error>? { cache?.result(of: Value.self) }

    /// The outcome, evaluating now if no predicate did (memoised: never runs twice).
    func settledResult() async -> Result<Value?, any Error> {
        if let cached = cachedResult { return cached }
        do { return .success(try await evaluate()) } catch { return .failure(error) }
    }
}
