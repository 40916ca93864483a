/// Applies `transform` to the actual value and judges the result with `predicate`:
/// `expect(user).to(map(\.name, equal("Ada")))`. A transform that returns an optional is
/// unwrapped, so `predicate` sees nil as nil. A nil actual value reaches `predicate` as nil.
///
/// The message is `predicate`'s own, showing the mapped value: `expected to equal <3>, got <2>`.
public func map<T, U>(_ transform: @escaping (T) throws -> U?, _ predicate: Predicate<U>) -> Predicate<T> {
    Predicate { actual in
        let value = try actual.evaluate()
        let mapped = Result { try value.flatMap(transform) }
        let result = try predicate.satisfies(Expression<U>(storage: .evaluated(mapped), location: actual.location, isClosure: false))
        return PredicateResult(status: result.status, message: showingMappedValue(result.message, mapped))
    }
}

/// The async form of `map(_:_:)`: the transform may `await`, and the predicate may be async.
public func map<T, U>(_ transform: @escaping (T) async throws -> U?, _ predicate: some AsyncablePredicate<U>) -> AsyncPredicate<T> {
    AsyncPredicate { actual in
        let mapped: Result<U?, any Error>
        do {
            mapped = .success(try await actual.evaluate().asyncFlatMap(transform))
        } catch {
            mapped = .failure(error)
        }
        let expression = AsyncExpression<U>(expression: { try mapped.get() }, location: actual.location, isClosure: false)
        let result = try await predicate.satisfies(expression)
        return PredicateResult(status: result.status, message: showingMappedValue(result.message, mapped))
    }
}

/// The inner predicate's message, with the mapped value (not the whole actual value) shown.
func showingMappedValue<U>(_ message: ExpectationMessage, _ mapped: Result<U?, any Error>) -> ExpectationMessage {
    let shown: String
    switch mapped {
    case let .success(value): shown = "<\(stringify(value))>"
    case let .failure(error): shown = "<error \(error)>"
    }
    return message.replacedExpectation { leaf in
        guard case let .expectedActualValueTo(text) = leaf else { return leaf }
        return .expectedCustomValueTo(text, actual: shown)
    }
}

extension Optional {
    /// `flatMap` for an async transform.
    func asyncFlatMap<U>(_ transform: (Wrapped) async throws -> U?) async rethrows -> U? {
        guard let value = self else { return nil }
        return try await transform(value)
    }
}
