import Foundation

extension Fleet {
    /// Thrown by `Button.chooseMenuItem(withTitle:)`, `chooseMenuItem(atPath:)` and
    /// `View.chooseContextMenuItem(withTitle:)`, `chooseContextMenuItem(atPath:)`. No action ran
    /// when it is thrown.
    public typealias MenuError = Refusal<MenuErrorKind>

    /// Why the item could not be chosen, in the order the checks run: the touch first.
    public enum MenuErrorKind: RefusalKind {
        /// `isUserInteractionEnabled` is false on the view or one of its ancestors.
        case userInteractionDisabled
        /// The view, an ancestor or its window is hidden, or below 0.01 alpha.
        case notVisible
        /// An ancestor has no size, or the view lies outside an ancestor's bounds.
        case outsideBounds
        /// An alert, an action sheet or a full-screen presentation covers the controller it is
        /// in, so no touch can reach it (docs/reachability.md#presentations).
        case coveredByPresentation
        /// The button's `isEnabled` is false.
        case notEnabled
        /// The press given for a context menu is outside the view's bounds, where a user's
        /// press would not reach it.
        case locationOutsideView
        /// Nothing opens: the button has no `menu`, the view no `ContextMenuInteraction`, or its
        /// provider returned nil.
        case noMenu
        /// No shown item has that title (at the top level, when asked) or path (the message lists
        /// those there are).
        case noSuchItem
        /// The item has the `.disabled` attribute.
        case itemDisabled

        /// `"Fleet.MenuError"`.
        public static var errorName: String { "Fleet.MenuError" }
    }
}
