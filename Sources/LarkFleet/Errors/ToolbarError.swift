import Foundation

extension Fleet {
    /// Thrown by `Toolbar.tapItem(withTitle:)`. No action ran when it is thrown.
    public typealias ToolbarError = Refusal<ToolbarErrorKind>

    /// Why the item could not be tapped.
    public enum ToolbarErrorKind: RefusalKind {
        /// The toolbar's `items` is nil.
        case noItems
        /// No item has that title.
        case noSuchItem
        /// The item was found but refused the tap (see `underlying`).
        case itemRefused(BarButtonItemErrorKind)

        /// `"Fleet.ToolbarError"`.
        public static var errorName: String { "Fleet.ToolbarError" }
    }
}
