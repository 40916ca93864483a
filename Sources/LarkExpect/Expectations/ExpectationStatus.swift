/// What the predicates applied so far to an expectation concluded.
public enum ExpectationStatus: Sendable, Equatable {
    /// No predicate has been applied yet.
    case pending
    /// Every predicate applied passed.
    case passed
    /// Every predicate applied failed.
    case failed
    /// Some passed and some failed.
    case mixed

    /// The status after one more verdict.
    public func applying(_ newer: ExpectationStatus) -> ExpectationStatus {
        switch (self, newer) {
        case (_, .pending): return self
        case (.pending, _), (.passed, .passed), (.failed, .failed), (.mixed, .mixed): return newer
        default: return .mixed
        }
    }
}
