import Foundation

extension Fleet {
    /// Thrown by `Button.chooseMenuItem(withTitle:)`, `chooseMenuItem(atPath:)` and
    /// `View.chooseContextMenuItem(withTitle:)`, `chooseContextMenuItem(atPath:)`. No action ran
    /// when it is thrown.
    public typealias MenuError = Refusal<MenuErrorKind>

    /// Why the item could not be chosen, in the order the checks run: the touch first.
    public enum MenuErrorKind: RefusalKind {
        /// A touch would not reach the view (the same reasons in every family).
        case unreachable(Unreachable)
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
