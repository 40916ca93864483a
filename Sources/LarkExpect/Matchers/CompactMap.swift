/// Like `map(_:_:)`, but a transform that returns nil fails both `to` and `toNot` instead of
/// passing nil on: `expect("42").to(compactMap({ Int($0) }, equal(42)))`.
///
/// Message when the transform gives nil: `expected to map String to a non-nil Int, got <abc>`.
public func compactMap<T, U>(_ transform: @escaping (T) throws -> U?, _ predicate: Predicate<U>) -> Predicate<T> {
    Predicate { actual in
        guard let value = try actual.evaluate() else {
            return PredicateResult(status: .fail, message: compactMapMessage(T.self, U.self).appendedBeNilHint())
        }
        guard let mapped = try transform(value) else {
            return PredicateResult(status: .fail, message: compactMapMessage(T.self, U.self))
        }
        let result = try predicate.satisfies(Expression<U>(storage: .evaluated(.success(mapped)), location: actual.location, isClosure: false))
        return PredicateResult(status: result.status, message: showingMappedValue(result.message, .success(mapped)))
    }
}

/// The async form of `compactMap(_:_:)`.
public func compactMap<T, U>(_ transform: @escaping (T) async throws -> U?, _ predicate: some AsyncablePredicate<U>) -> AsyncPredicate<T> {
    AsyncPredicate { actual in
        guard let value = try await actual.evaluate() else {
            return PredicateResult(status: .fail, message: compactMapMessage(T.self, U.self).appendedBeNilHint())
        }
        guard let mapped = try await transform(value) else {
            return PredicateResult(status: .fail, message: compactMapMessage(T.self, U.self))
        }
        let result = try await predicate.satisfies(AsyncExpression<U>(expression: { mapped }, location: actual.location, isClosure: false))
        return PredicateResult(status: result.status, message: showingMappedValue(result.message, .success(mapped)))
    }
}

func compactMapMessage<T, U>(_: T.Type, _: U.Type) -> ExpectationMessage {
    .expectedActualValueTo("map \(T.self) to a non-nil \(U.self)")
}
