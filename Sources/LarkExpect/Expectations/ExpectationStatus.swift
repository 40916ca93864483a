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
    @_transparent
    public func applying(_ newer: ExpectationStatus) -> ExpectationStatus {
        if newer == .pending { return self }
        if self == .pending || self == newer { return newer }
        return .mixed
    }
}
