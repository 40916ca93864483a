import Foundation

extension Fleet {
    /// Thrown by `Button.tap()`. No event was sent when it is thrown.
    public struct ButtonError: HelperError, Hashable {
        /// Why the tap could not happen, in the order the checks run.
        public enum Kind: Hashable, Sendable {
            /// `isUserInteractionEnabled` is false on the button or one of its ancestors.
            case userInteractionDisabled
            /// `isEnabled` is false.
            case notEnabled
            /// The button, an ancestor or its window is hidden, or one of them has an alpha below 0.01.
            case notVisible
        }

        /// Why the tap could not happen.
        public let kind: Kind
        /// What was attempted, why it was refused and what to change.
        public let message: String
        /// `"Fleet.ButtonError"`.
        public var name: String { "Fleet.ButtonError" }

        /// Creates an error.
        public init(kind: Kind, message: String) {
            self.kind = kind
            self.message = message
        }
    }
}
