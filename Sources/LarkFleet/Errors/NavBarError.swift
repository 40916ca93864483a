import Foundation

extension Fleet {
    /// Thrown by `NavigationBar.tapTopItem(withTitle:)`. No action ran when it is thrown.
    public struct NavBarError: HelperError, Hashable {
        /// Why the item could not be tapped.
        public enum Kind: Hashable, Sendable {
            /// The bar has no top item.
            case noItems
            /// The top item has no left or right bar button item with that title.
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
        /// `"Fleet.NavBarError"`.
        public var name: String { "Fleet.NavBarError" }

        /// Creates an error.
        public init(kind: Kind, message: String, underlying: BarButtonItemError? = nil) {
            self.kind = kind
            self.message = message
            self.underlying = underlying
        }
    }
}
