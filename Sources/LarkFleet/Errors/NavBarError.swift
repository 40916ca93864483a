import Foundation

extension Fleet {
    /// Thrown by `NavigationBar.tapTopItem(withTitle:)`. No action ran when it is thrown.
    public typealias NavBarError = Refusal<NavBarErrorKind>

    /// Why the item could not be tapped.
    public enum NavBarErrorKind: RefusalKind {
        /// The bar has no top item.
        case noItems
        /// The top item has no left or right bar button item with that title.
        case noSuchItem
        /// The item was found but refused the tap (see `underlying`).
        case itemRefused(BarButtonItemErrorKind)

        /// `"Fleet.NavBarError"`.
        public static var errorName: String { "Fleet.NavBarError" }
    }
}
