import Foundation

extension Fleet {
    /// Thrown by `Switch.flip()`. `isOn` is unchanged and no event was sent when it is thrown.
    public struct SwitchError: HelperError, Hashable {
        /// Why the flip could not happen, in the order the checks run.
        public enum Kind: Hashable, Sendable {
            /// `isUserInteractionEnabled` is false on the switch or one of its ancestors.
            case userInteractionDisabled
            /// `isEnabled` is false.
            case notEnabled
            /// The switch, an ancestor or its window is hidden, or one of them has an alpha below 0.01.
            case notVisible
        }

        /// Why the flip could not happen.
        public let kind: Kind
        /// What was attempted, why it was refused and what to change.
        public let message: String
        /// `"Fleet.SwitchError"`.
        public var name: String { "Fleet.SwitchError" }

        /// Creates an error.
        public init(kind: Kind, message: String) {
            self.kind = kind
            self.message = message
        }
    }
}
