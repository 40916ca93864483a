/// A matcher's leaf shown shortened in the first line a test framework shows, while
/// `FailureMessage.stringValue` keeps Nimble's whole text (suites compare that text).
///
/// A matcher registers one while its failure message is built, as it attaches files. The message
/// is then rendered twice from the same parts: as it is, and with this leaf replaced.
struct ShownLineShortening: Sendable {
    /// The leaf's expectation as the matcher wrote it (`.expectedActualValueTo(fullExpectation)`),
    /// e.g. `equal <a long value>`.
    let fullExpectation: String
    /// The expectation shown instead, e.g. `equal <the first…(40 more)…and the last>`.
    let shownExpectation: String
    /// The actual value shown instead, with its angle brackets.
    let shownActual: String

    /// Registers the shortening for the failure whose message is being built; outside the
    /// building of a message (a pass recorded by a recorder) it does nothing.
    func register() {
        AttachmentCollector.current?.addShortening(self)
    }

    /// `message` with the matcher's leaf replaced by the shortened one; other leaves stay.
    func shorten(_ message: ExpectationMessage) -> ExpectationMessage {
        message.replacedExpectation { leaf in
            guard case let .expectedActualValueTo(expectation) = leaf, expectation == fullExpectation else { return leaf }
            return .expectedCustomValueTo(shownExpectation, actual: shownActual)
        }
    }
}
