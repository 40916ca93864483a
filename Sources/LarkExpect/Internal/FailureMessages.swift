// Builders for failure texts: they run only when an expectation fails (or a recorder is
// installed).

/// The stringified actual value. Uses the memoised value: expressions never re-run for a message.
func actualText<V>(_ cached: Result<V?, any Error>?) -> String {
    switch cached {
    case let .success(value): return stringify(value)
    case let .failure(error): return "error \(error)"
    case .none: return "not evaluated"
    }
}

/// The message of an expectation whose expression or predicate threw.
func unexpectedErrorMessage(_ error: any Error, description: String?) -> FailureMessage {
    FailureMessage(.fail("unexpected error thrown: <\(error)>"), to: "to", userDescription: description) { "" }
}
