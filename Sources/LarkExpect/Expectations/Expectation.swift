/// Common surface of `SyncExpectation` and `AsyncExpectation`.
public protocol Expectation {
    /// Where the expectation was written.
    var location: SourceLocation { get }
    /// What the predicates applied so far concluded.
    var status: ExpectationStatus { get }
    /// Reports a verdict to the current assertion handler and returns the updated expectation.
    @discardableResult
    func verify(_ pass: Bool, _ message: FailureMessage) -> Self
}

extension Expectation {
    /// Throws `error` if a predicate applied to this expectation failed, so a test can stop.
    ///
    /// ```swift
    /// try expect(items).to(haveCount(3)).onFailure(throw: StopTest())
    /// ```
    /// Prefer `require(...)`, which throws and returns the checked value.
    public func onFailure(throw error: any Error) throws {
        switch status {
        case .pending:
            currentAssertionHandler.assert(
                false,
                // Nimble 14's wording, character for character (tests match on it).
                message: FailureMessage(stringValue: "Attempted to call `Expectation.onFailure(throw:) before a matcher has been applied.\nTry using `expect(...).to(...).onFailure(throw: ...`) instead."),
                location: location)
        case .passed:
            break
        case .failed, .mixed:
            throw error
        }
    }
}
