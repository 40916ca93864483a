import Foundation

extension Fleet {
    /// A family of refusals: the `kind` enum of one helper family (`Fleet.ControlErrorKind`, ...),
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
    /// apart. The parts are stored; `message` is rendered from them here and nowhere else.
    /// Two errors are equal when their kind and parts are.
    public struct Refusal<K: RefusalKind>: HelperError, Hashable {
        /// The family's kind enum, e.g. `Fleet.ControlError.Kind` (`Fleet.ControlErrorKind`).
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

        /// Where the helper that refused was called, when it was called from a test (not part
        /// of equality).
        public internal(set) var callSite: CallSite?

        /// The error's name, e.g. `"Fleet.ButtonError"`: the name of the helper family that
        /// refused, given by the helper where one kind serves two (a button's and a switch's
        /// `ControlError`, a navigation bar's and a toolbar's `BarError`), else the kind's.
        public let name: String

        /// The message, after the call site when known: `SignInTests.swift:42:9: Cannot tap ...`.
        /// What a test framework prints for a refusal that escapes the test.
        public var description: String {
            callSite.map { "\($0): \(message)" } ?? message
        }

        /// The whole message, rendered from the parts: `<attempted>: <reason>. <remedy>.`
        public var message: String { "\(attempted): \(reason). \(remedy)." }

        /// Creates an error from its parts; `name` defaults to the kind's `errorName`.
        public init(kind: Kind, attempted: String, reason: String, remedy: String, cause: (any HelperError)? = nil, name: String? = nil) {
            self.name = name ?? K.errorName
            self.kind = kind
            self.attempted = attempted
            self.reason = reason
            self.remedy = remedy
            self.cause = cause
            callSite = nil
        }

        /// Kind and parts (the cause and the name, which says who threw it, are not compared).
        public static func == (lhs: Self, rhs: Self) -> Bool {
            lhs.kind == rhs.kind && lhs.attempted == rhs.attempted && lhs.reason == rhs.reason && lhs.remedy == rhs.remedy
        }

        /// Hashes the kind and parts.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(kind)
            hasher.combine(attempted)
            hasher.combine(reason)
            hasher.combine(remedy)
        }
    }
}
