import Foundation

extension Fleet {
    /// Thrown by the text view helpers (`startEditing()`, `stopEditing()`, `enter(text:)`,
    /// `type(text:)`, `paste(text:)`, `backspace()`, `backspaceAll()`, `clearText()`). The same
    /// guarantees as `TextFieldError` hold.
    public typealias TextViewError = Refusal<TextViewErrorKind>

    /// Why the text view refused.
    public enum TextViewErrorKind: RefusalKind {
        /// A touch would not reach the view (the same reasons in every family).
        case unreachable(Unreachable)
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
