import Foundation

extension Fleet {
    /// Thrown by `BarButtonItem.tap()` (and wrapped by the navigation bar and toolbar helpers).
    /// No action ran when it is thrown.
    public typealias BarButtonItemError = Refusal<BarButtonItemErrorKind>

    /// Why the item could not be tapped, in the order the checks run.
    public enum BarButtonItemErrorKind: RefusalKind {
        /// `isEnabled` is false.
        case notEnabled
        /// The item shows a custom view and has no action of its own: tap the control inside it.
        case customViewOnly
        /// The item has neither a `primaryAction` nor an `action`.
        case noAction
        /// The item has an `action` but no `target`, and no responder in the chain handles it.
        case noTarget

        /// `"Fleet.BarButtonItemError"`.
        public static var errorName: String { "Fleet.BarButtonItemError" }
    }
}
