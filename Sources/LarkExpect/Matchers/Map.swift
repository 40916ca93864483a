/// Applies `transform` to the actual value and judges the result with `predicate`:
/// `expect(user).to(map(\.name, equal("Ada")))`. A transform that returns an optional is
/// unwrapped, so `predicate` sees nil as nil. A nil actual value reaches `predicate` as nil.
///
/// The message is `predicate`'s own, e.g. `expected to equal <3>, got <2>`.
public func map<T, U>(_ transform: @escaping (T) throws -> U?, _ predicate: Predicate<U>) -> Predicate<T> {
    Predicate(summary: nil, judgesValueOnly: true) { actual in
        let value = try actual.evaluate()
        let mapped = Expression<U>(storage: .evaluated(Result { try value.flatMap(transform) }), location: actual.location, isClosure: false)
        return try predicate.satisfies(mapped)
    }
}

/// The async form of `map(_:_:)`: the transform may `await`, and the predicate may be async.
public func map<T, U>(_ transform: @escaping (T) async throws -> U?, _ predicate: some AsyncablePredicate<U>) -> AsyncPredicate<T> {
    AsyncPredicate { actual in
        try await predicate.satisfies(actual.cast { value in
            guard let value else { return nil }
            return try await transform(value)
        })
    }
}
