import Foundation

extension Fleet {
    /// What every Fleet error offers: a `name` (`"Fleet.ButtonError"`, ...) and a `message` that
    /// says what was attempted, on which object, why it was refused and what to change.
    /// `description` is the message (a refusal puts its call site first). Each error type also
    /// has a `kind` to match the reason on.
    public protocol HelperError: Error, CustomStringConvertible, Sendable {
        /// The error family, e.g. `"Fleet.TableViewError"`.
        var name: String { get }
        /// A readable explanation.
        var message: String { get }
    }
}

extension Fleet.HelperError {
    /// The message.
    public var description: String { message }
}
