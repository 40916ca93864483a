/// Passes when evaluating the expression throws any error.
///
/// Use it with the closure form of `expect`: `expect { try parse("") }.to(throwError())`.
/// A closure that returns nil without throwing simply does not match.
///
/// Messages: `expected to throw any error, got no error`;
/// `expected to not throw any error, got <laugh>`.
public func throwError<Out>() -> Predicate<Out> {
    throwing { error in
        PredicateResult(status: PredicateStatus(bool: error != nil), message: errorMessage("throw", error, expected: .anyError))
    }
}

/// Passes when the expression throws an error of the same domain and code as `error` (for
/// errors that are not `Equatable`: the same type and case). If `closure` is given, it runs
/// with the thrown error, and any expectation that fails inside it makes this one fail too.
///
/// Message: `expected to throw error <cry>, got <laugh>`.
public func throwError<T: Error, Out>(_ error: T, closure: ((any Error) -> Void)? = nil) -> Predicate<Out> {
    throwing { thrown in
        let matches = thrown.map { sameDomainAndCode($0, error) } ?? false
        let status = matches ? satisfiesBlock(thrown!, closure) : .doesNotMatch
        return PredicateResult(status: status, message: errorMessage("throw", thrown, expected: .error(error), hasClosure: closure != nil))
    }
}

/// Passes when the expression throws an error equal to `error`. If `closure` is given, it runs
/// with the thrown error, and any expectation that fails inside it makes this one fail too.
///
/// Message: `expected to throw error <parameterized(x: 2)>, got <parameterized(x: 1)>`.
public func throwError<T: Error & Equatable, Out>(_ error: T, closure: ((T) -> Void)? = nil) -> Predicate<Out> {
    throwing { thrown in
        guard let typed = thrown as? T, typed == error else {
            return PredicateResult(status: .doesNotMatch, message: errorMessage("throw", thrown, expected: .error(error), hasClosure: closure != nil))
        }
        return PredicateResult(status: satisfiesBlock(typed, closure), message: errorMessage("throw", thrown, expected: .error(error), hasClosure: closure != nil))
    }
}

/// Passes when the expression throws an error of type `errorType`. If `closure` is given, it
/// runs with the thrown error, and any expectation that fails inside it makes this one fail.
///
/// Message: `expected to throw error from type <NimbleError>, got no error`.
public func throwError<T: Error, Out>(errorType: T.Type, closure: ((T) -> Void)? = nil) -> Predicate<Out> {
    throwing { thrown in
        let message = { errorMessage("throw", thrown, expected: .type(String(describing: T.self)), hasClosure: closure != nil) }
        guard let typed = thrown as? T else { return PredicateResult(status: .doesNotMatch, message: message()) }
        return PredicateResult(status: satisfiesBlock(typed, closure), message: message())
    }
}

/// Passes when the expression throws an error and every expectation inside `closure`, run
/// with that error, passes.
///
/// Message: `expected to throw error that satisfies block, got no error`.
public func throwError<Out>(closure: @escaping (any Error) -> Void) -> Predicate<Out> {
    throwing { thrown in
        let message = { errorMessage("throw", thrown, expected: .block, hasClosure: true) }
        guard let thrown else { return PredicateResult(status: .doesNotMatch, message: message()) }
        return PredicateResult(status: satisfiesBlock(thrown, closure), message: message())
    }
}

/// Passes when the expression throws an error of type `T` and every expectation inside
/// `closure`, run with that error, passes.
///
/// Message: `expected to throw error from type <EquatableError> that satisfies block, got <laugh>`.
public func throwError<T: Error, Out>(closure: @escaping (T) -> Void) -> Predicate<Out> {
    throwing { thrown in
        let message = { errorMessage("throw", thrown, expected: .type(String(describing: T.self)), hasClosure: true) }
        guard let typed = thrown as? T else { return PredicateResult(status: .doesNotMatch, message: message()) }
        return PredicateResult(status: satisfiesBlock(typed, closure), message: message())
    }
}

/// Evaluates the expression (the closure itself, so this is not a value-only predicate) and
/// judges the error it threw, if any. The message is built only when someone reads it.
///
/// `expect(load)` or `expect({ try load() })` (a function in parentheses) is a value of
/// function type: evaluating it does not call the function, so it can never throw. Rather than
/// judge "no error" (which would pass `toNot(throwError())` whatever `load` does), that fails
/// both ways and says to write `expect { try load() }`.
private func throwing<Out>(
    _ judge: @escaping (_ thrown: (any Error)?) -> PredicateResult
) -> Predicate<Out> {
    Predicate { actual in
        var thrown: (any Error)?
        do {
            _ = try actual.evaluate()
        } catch {
            thrown = error
        }
        if thrown == nil, isFunctionType(Out.self) {
            let result = judge(nil)
            return PredicateResult(status: .fail, message: result.message.appended(
                message: " (the function was not called: expect(f) checks the function value; write expect { try f() })"))
        }
        return judge(thrown)
    }
}

/// `.matches` unless an expectation inside `closure` fails. Failures inside it are also reported
/// to the current handler, so the test shows what exactly was wrong with the error.
func satisfiesBlock<E>(_ error: E, _ closure: ((E) -> Void)?) -> PredicateStatus {
    guard let closure else { return .matches }
    return PredicateStatus(bool: gatherFailingExpectations { closure(error) }.isEmpty)
}

/// What an error predicate expects, for its message.
enum ExpectedError {
    case anyError
    case error(any Error)
    case type(String)
    case block
}

/// `expected to <verb> error <e> [that satisfies block], got <actual>` and its variants.
func errorMessage(_ verb: String, _ actual: (any Error)?, expected: ExpectedError, hasClosure: Bool = false) -> ExpectationMessage {
    var text: String
    switch expected {
    case .anyError: text = "\(verb) any error"
    case let .error(error): text = "\(verb) error <\(error)>"
    case let .type(name): text = "\(verb) error from type <\(name)>"
    case .block: text = "\(verb) error"
    }
    if hasClosure { text += " that satisfies block" }
    let message = ExpectationMessage.expectedCustomValueTo(text, actual: actual.map { "<\($0)>" } ?? "no error")
    guard case let .error(expectedError) = expected, let actual else { return message }
    return message.appended(difference: errorDifference(expected: expectedError, actual: actual))
}

/// Two different errors rendered structurally, as a difference: the case or property that
/// differs (`.parameterized.x: expected 2, got 1`), or both errors when they have different
/// types. Empty when the errors render alike.
func errorDifference(expected: any Error, actual: any Error) -> [String] {
    let lines = Diagnostics.differenceLines(expected: expected, actual: actual)
    guard lines.isEmpty, ObjectIdentifier(type(of: expected)) != ObjectIdentifier(type(of: actual)) else { return lines }
    return [Diagnostics.header, "- " + Diagnostics.flatRendering(expected) + " (\(type(of: expected)))",
            "+ " + Diagnostics.flatRendering(actual) + " (\(type(of: actual)))"]
}
