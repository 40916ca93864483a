import Foundation

extension Fleet {
    /// Thrown by `NavigationBar.tapTopItem(withTitle:)`, `Toolbar.tapItem(withTitle:)` and their
    /// `withSystemItem:` forms. No action ran when it is thrown.
    public typealias BarError = Refusal<BarErrorKind>
    /// `NavigationBar.tapTopItem(withTitle:)`'s error: a `BarError`.
    public typealias NavBarError = BarError
    /// `Toolbar.tapItem(withTitle:)`'s error: a `BarError`.
    public typealias ToolbarError = BarError

    /// Why a bar's item could not be tapped, for navigation bars and toolbars alike.
    public enum BarErrorKind: RefusalKind {
        /// The bar has nothing to search: a navigation bar without a top item, or a toolbar whose
        /// `items` is nil.
        case noItems
        /// No item matches the title or system item asked for.
        case noSuchItem
        /// The item was found but refused the tap (see `underlying`).
        case itemRefused(BarButtonItemErrorKind)

        /// `"Fleet.BarError"`.
        public static var errorName: String { "Fleet.BarError" }
    }
}
