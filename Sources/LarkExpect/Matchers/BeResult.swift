/// Passes when the `Result` is `.success`. If `test` is given, it runs with the success value,
/// and any expectation that fails inside it makes this one fail too.
///
/// A nil actual value fails both `to` and `toNot`.
///
/// Messages: `expected to be <success(Int)>, got <failure(StubError)>`; with `test`:
/// `expected to be <success(Int)> that satisfies block, got <success(1)>`.
public func beSuccess<Success, Failure>(test: ((Success) -> Void)? = nil) -> Predicate<Result<Success, Failure>> {
    resultPredicate("be <success(\(Success.self))>" + (test == nil ? "" : " that satisfies block")) { result in
        guard case let .success(value) = result else { return (.doesNotMatch, nil) }
        return (satisfiesBlock(value, test), nil)
    }
}

/// Passes when the `Result` is `.success` with a value equal to `value`.
///
/// Message: `expected to be <success(Int)> that equals 2, got <success(1)>`.
public func beSuccess<Success: Equatable, Failure>(_ value: Success) -> Predicate<Result<Success, Failure>> {
    resultPredicate("be <success(\(Success.self))> that equals \(stringify(value))") { result in
        guard case let .success(actual) = result else { return (.doesNotMatch, nil) }
        return (PredicateStatus(bool: actual == value), nil)
    }
}

/// Passes when the `Result` is `.success` with a value that `predicate` matches. The inner
/// predicate's verdict is shown on a second line.
///
/// Message: `expected to be <success(Int)> that satisfies matcher, got <success(1)>`, then
/// `expected to equal <2>, got 1`.
public func beSuccess<Success, Failure>(_ predicate: Predicate<Success>) -> Predicate<Result<Success, Failure>> {
    resultPredicate("be <success(\(Success.self))> that satisfies matcher") { result in
        guard case let .success(value) = result else { return (.doesNotMatch, nil) }
        return try innerVerdict(predicate, value)
    }
}

/// Passes when the `Result` is `.failure`. If `test` is given, it runs with the error, and any
/// expectation that fails inside it makes this one fail too.
///
/// Message: `expected to be <failure(Error)>, got <success(1)>`.
public func beFailure<Success, Failure>(test: ((Failure) -> Void)? = nil) -> Predicate<Result<Success, Failure>> {
    resultPredicate("be <failure(\(Failure.self))>" + (test == nil ? "" : " that satisfies block")) { result in
        guard case let .failure(error) = result else { return (.doesNotMatch, nil) }
        return (satisfiesBlock(error, test), nil)
    }
}

/// Passes when the `Result` is `.failure` with an error that `predicate` matches. The inner
/// predicate's verdict is shown on a second line.
///
/// Message: `expected to be <failure(Error)> that satisfies matcher, got <success(1)>`.
public func beFailure<Success, Failure>(_ predicate: Predicate<Failure>) -> Predicate<Result<Success, Failure>> {
    resultPredicate("be <failure(\(Failure.self))> that satisfies matcher") { result in
        guard case let .failure(error) = result else { return (.doesNotMatch, nil) }
        return try innerVerdict(predicate, error)
    }
}

/// A predicate on a non-nil `Result`; `judge` returns the status and, for the forms with an
/// inner predicate, that predicate's message for the details line. `expectation` is only
/// rendered when a message is read.
private func resultPredicate<Success, Failure>(
    _ expectation: @autoclosure @escaping () -> String,
    _ judge: @escaping (Result<Success, Failure>) throws -> (PredicateStatus, (() -> ExpectationMessage)?)
) -> Predicate<Result<Success, Failure>> {
    Predicate { actual in
        guard let result = try actual.evaluate() else {
            return PredicateResult(status: .fail, message: ExpectationMessage.expectedActualValueTo(expectation()).appendedBeNilHint())
        }
        let (status, details) = try judge(result)
        return PredicateResult(status: status, message: resultMessage(expectation(), details?()))
    }
}

/// The outer expectation, then the inner predicate's verdict on a second line (Nimble's text)
/// and the inner difference, if any, below both.
private func resultMessage(_ expectation: String, _ inner: ExpectationMessage?) -> ExpectationMessage {
    let message = ExpectationMessage.expectedActualValueTo(expectation)
    guard let inner else { return message }
    return message.appended(details: inner.withoutDifference.toString(actual: "")).appended(difference: inner.difference)
}

/// The inner predicate's status, and its message rendered against the inner value.
private func innerVerdict<V>(_ predicate: Predicate<V>, _ value: V) throws -> (PredicateStatus, (() -> ExpectationMessage)?) {
    let result = try predicate.satisfies(elementExpression(value, SourceLocation()))
    return (result.status == .matches ? .matches : .doesNotMatch, {
        let shown = stringify(value)
        return result.message.replacedExpectation { leaf in
            guard case let .expectedActualValueTo(text) = leaf else { return leaf }
            return .expectedCustomValueTo(text, actual: shown)
        }
    })
}
