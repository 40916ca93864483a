import Foundation

extension Fleet {
    /// Thrown by `BarButtonItem.tap()` (and wrapped by the navigation bar and toolbar helpers).
    /// No action ran when it is thrown.
    public struct BarButtonItemError: HelperError, Hashable {
        /// Why the item could not be tapped, in the order the checks run.
        public enum Kind: Hashable, Sendable {
            /// `isEnabled` is false.
            case notEnabled
            /// The item shows a custom view and has no action of its own: tap the control inside it.
            case customViewOnly
            /// The item has neither a `primaryAction` nor an `action`.
            case noAction
            /// The item has an `action` but no `target`, and no responder in the chain handles it.
            case noTarget
        }

        /// Why the item could not be tapped.
        public let kind: Kind
        /// What was attempted, why it was refused and what to change.
        public let message: String
        /// `"Fleet.BarButtonItemError"`.
        public var name: String { "Fleet.BarButtonItemError" }

        /// Creates an error.
        public init(kind: Kind, message: String) {
            self.kind = kind
            self.message = message
        }
    }
}
