// Builders for failure texts. They are deliberately not inlinable: they run only when an
// expectation fails (or a recorder is installed), and keeping them out of line keeps the
// inlined passing path small.

@usableFromInline
func failureMessage<V>(_ message: ExpectationMessage, _ actual: Result<V?, any Error>?, to: String, description: String?) -> FailureMessage {
    FailureMessage(message, to: to, userDescription: description) {
        "<\(actualText(actual))>"
    }
}

/// The stringified actual value. Uses the memoised value: expressions never re-run for a message.
func actualText<V>(_ cached: Result<V?, any Error>?) -> String {
    switch cached {
    case let .success(value): return stringify(value)
    case let .failure(error): return "error \(error)"
    case .none: return "not evaluated"
    }
}

@usableFromInline
func unexpectedErrorMessage(_ error: any Error, description: String?) -> FailureMessage {
    FailureMessage(.fail("unexpected error thrown: <\(error)>"), to: "to", userDescription: description) { "" }
}
