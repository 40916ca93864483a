import Foundation

extension Fleet {
    /// Thrown by the text view helpers (`startEditing()`, `stopEditing()`, `enter(text:)`,
    /// `type(text:)`, `paste(text:)`, `backspace()`, `backspaceAll()`, `clearText()`). The same
    /// guarantees as `TextFieldError` hold.
    public typealias TextViewError = Refusal<TextViewErrorKind>

    /// Why the text view refused.
    public enum TextViewErrorKind: RefusalKind {
        /// `isUserInteractionEnabled` is false on the view or one of its ancestors.
        case userInteractionDisabled
        /// The view, an ancestor or its window is hidden, or one of them has an alpha below 0.01.
        case notVisible
        /// An ancestor has no width or height, or the view lies outside an ancestor's bounds,
        /// so no touch can reach it.
        case outsideBounds
        /// An alert, an action sheet or a full-screen presentation covers the controller it is
        /// in, so no touch can reach it (docs/reachability.md#presentations).
        case coveredByPresentation
        /// `isSelectable` is false.
        case notSelectable
        /// `isEditable` is false.
        case notEditable
        /// The view is not in a window, so it cannot become first responder.
        case notInWindow
        /// Becoming first responder failed for another reason.
        case failedToBecomeFirstResponder
        /// The operation needs an editing session: call `startEditing()` first.
        case notEditing(TextOperation)
        /// Resigning first responder failed.
        case failedToResignFirstResponder

        /// `"Fleet.TextViewError"`.
        public static var errorName: String { "Fleet.TextViewError" }
    }
}
