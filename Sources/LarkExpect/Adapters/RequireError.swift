/// Thrown by a failed `require(...)`, `unwrap(...)` or `requireFail()`. The failure itself has
/// already been reported to the test framework at `location`.
public struct RequireError: Error, CustomStringConvertible {
    /// The failure message.
    public let message: String
    /// Where the requirement was written.
    public let location: SourceLocation

    /// Creates the error.
    public init(message: String, location: SourceLocation) {
        self.message = message
        self.location = location
    }

    /// Says that the failure was already reported, so a framework's "threw error" line is
    /// recognisable as a follow-up rather than a second failure.
    public var description: String {
        "requirement failed at \(location.fileID):\(location.line) (reported there): \(message)"
    }
}
