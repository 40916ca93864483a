import Foundation

extension Fleet {
    /// A family of refusals: the `kind` enum of one helper family (`Fleet.ButtonErrorKind`, ...),
    /// which also names the family's error.
    public protocol RefusalKind: Hashable, Sendable {
        /// The error's name, e.g. `"Fleet.ButtonError"`.
        static var errorName: String { get }
    }

    /// The one shape of every helper's error: what was attempted, why it was refused and what to
    /// change, in one message, `Cannot <attempt>: <Reason>. <Remedy>.`:
    ///
    /// `Cannot tap Button "Save": Control is not enabled. Set isEnabled = true first.`
    ///
    /// Each helper family throws it with its own `Kind` under its own name
    /// (`Fleet.ButtonError`, `Fleet.TableViewError`, ...), so typed throws still tell the families
    /// apart. Two errors are equal when their name, kind and message are.
    public struct Refusal<K: RefusalKind>: HelperError, Hashable {
        /// The family's kind enum, e.g. `Fleet.ButtonError.Kind` (`Fleet.ButtonErrorKind`).
        public typealias Kind = K

        /// Why the helper refused.
        public let kind: Kind
        /// What was attempted, starting with "Cannot", e.g. `Cannot tap Button "Save"`.
        public let attempted: String
        /// Why it was refused: one sentence, capitalised, without the final full stop, e.g.
        /// `Control is not enabled`.
        public let reason: String
        /// What to change: capitalised, without the final full stop, e.g.
        /// `Set isEnabled = true first`.
        public let remedy: String
        /// The error this one wraps (a bar button item's refusal, for a toolbar or navigation
        /// bar tap), if any.
        public let cause: (any HelperError)?

        /// The error's name, e.g. `"Fleet.ButtonError"`.
        public var name: String { K.errorName }

        /// `<attempted>: <reason>. <remedy>.`
        public let message: String

        /// Creates an error from its three parts.
        public init(kind: Kind, attempted: String, reason: String, remedy: String, cause: (any HelperError)? = nil) {
            self.kind = kind
            self.attempted = attempted
            self.reason = reason
            self.remedy = remedy
            self.cause = cause
            message = "\(attempted): \(reason). \(remedy)."
        }

        /// Creates an error from a whole message, kept as given; the parts are read from it
        /// when it has the shape `<attempted>: <reason>. <remedy>.` (the first `": "` ends the
        /// attempt, the first `". "` after it ends the reason).
        public init(kind: Kind, message: String, cause: (any HelperError)? = nil) {
            (attempted, reason, remedy) = Self.parts(of: message)
            self.kind = kind
            self.cause = cause
            self.message = message
        }

        static func parts(of message: String) -> (String, String, String) {
            guard let colon = message.range(of: ": ") else { return (message, "", "") }
            let attempted = String(message[..<colon.lowerBound])
            var rest = message[colon.upperBound...]
            if rest.hasSuffix(".") { rest = rest.dropLast() }
            guard let stop = rest.range(of: ". ") else { return (attempted, String(rest), "") }
            return (attempted, String(rest[..<stop.lowerBound]), String(rest[stop.upperBound...]))
        }

        /// Name, kind and message.
        public static func == (lhs: Self, rhs: Self) -> Bool {
            lhs.kind == rhs.kind && lhs.message == rhs.message
        }

        /// Hashes the kind and message.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(kind)
            hasher.combine(message)
        }
    }
}
