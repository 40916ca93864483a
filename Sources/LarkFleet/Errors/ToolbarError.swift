import Foundation

extension Fleet {
    /// Thrown by `Toolbar.tapItem(withTitle:)`. No action ran when it is thrown.
    public struct ToolbarError: HelperError, Hashable {
        /// Why the item could not be tapped.
        public enum Kind: Hashable, Sendable {
            /// The toolbar's `items` is nil.
            case noItems
            /// No item has that title.
            case noSuchItem
            /// The item was found but refused the tap (see `underlying`).
            case itemRefused(BarButtonItemError.Kind)
        }

        /// Why the item could not be tapped.
        public let kind: Kind
        /// What was attempted, why it was refused and what to change.
        public let message: String
        /// The bar button item's own error, for `.itemRefused`.
        public let underlying: BarButtonItemError?
        /// `"Fleet.ToolbarError"`.
        public var name: String { "Fleet.ToolbarError" }

        /// Creates an error.
        public init(kind: Kind, message: String, underlying: BarButtonItemError? = nil) {
            self.kind = kind
            self.message = message
            self.underlying = underlying
        }
    }
}
