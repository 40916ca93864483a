/// Passes when the actual error has the same domain and code as `error` (for errors that are
/// not `Equatable`: the same type and case).
///
/// A nil actual error fails both `to` and `toNot`.
///
/// Message: `expected to match error <cry>, got <laugh>`.
public func matchError<T: Error>(_ error: T) -> Predicate<any Error> {
    judgingError(error) { sameDomainAndCode($0, error) }
}

/// Passes when the actual error is a `T` equal to `error`.
///
/// Message: `expected to match error <parameterized(x: 2)>, got <parameterized(x: 1)>`.
public func matchError<T: Error & Equatable>(_ error: T) -> Predicate<any Error> {
    judgingError(error) { ($0 as? T) == error }
}

/// Passes when the actual error is of type `errorType`.
///
/// Message: `expected to match error from type <EquatableError>, got <laugh>`.
public func matchError<T: Error>(_ errorType: T.Type) -> Predicate<any Error> {
    judgingError(errorType) { $0 is T }
}

func judgingError<E>(_ expected: E, _ matches: @escaping (any Error) -> Bool) -> Predicate<any Error> {
    Predicate { actual in
        let value = try actual.evaluate()
        let status: PredicateStatus = value.map { PredicateStatus(bool: matches($0)) } ?? .fail
        return PredicateResult(status: status, message: matchErrorMessage(expected, value).appendingBeNilHint(if: value == nil))
    }
}

/// `expected` is the expected error, or the expected error type.
func matchErrorMessage(_ expected: Any?, _ actual: Any?) -> ExpectationMessage {
    let wanted: ExpectedError
    if let type = expected as? Any.Type {
        wanted = .type(String(describing: type))
    } else if let error = expected as? any Error {
        wanted = .error(error)
    } else {
        wanted = .anyError
    }
    return errorMessage("match", actual as? any Error, expected: wanted)
}

/// Whether two errors have the same domain and code: how errors that are not `Equatable` are
/// compared (for Swift enums, the same type and case).
func sameDomainAndCode(_ actual: any Error, _ expected: some Error) -> Bool {
    let domain: String = actual._domain, code: Int = actual._code
    return domain == expected._domain && code == expected._code
}
