import Foundation

extension Fleet {
    /// Thrown by the text field helpers (`startEditing()`, `stopEditing()`, `enter(text:)`,
    /// `type(text:)`, `paste(text:)`, `backspace()`, `backspaceAll()`, `clearText()`).
    ///
    /// Every check runs before anything happens, so nothing changed. A delegate that declines
    /// (should-begin, should-end, the first responder keeping focus) is not a refusal: the call
    /// returns and nothing changes (docs/declines.md).
    public typealias TextFieldError = Refusal<TextFieldErrorKind>

    /// Why the field refused.
    public enum TextFieldErrorKind: RefusalKind {
        /// A touch would not reach the view (the same reasons in every family).
        case unreachable(Unreachable)
        /// `isEnabled` is false.
        case notEnabled
        /// The field is not in a window, so it cannot become first responder.
        case notInWindow
        /// Becoming first responder failed for another reason.
        case failedToBecomeFirstResponder
        /// The operation needs an editing session: call `startEditing()` first.
        case notEditing(TextOperation)
        /// Resigning first responder failed.
        case failedToResignFirstResponder
        /// `clearText()`: `clearButtonMode` is `.never`.
        case clearButtonNeverShown
        /// `clearText()`: `clearButtonMode` is `.whileEditing` and the field is not editing.
        case clearButtonHiddenWhileNotEditing
        /// `clearText()`: `clearButtonMode` is `.unlessEditing` and the field is editing.
        case clearButtonHiddenWhileEditing
        /// `clearText()`: the field is empty, and UIKit shows no clear button on an empty field.
        case nothingToClear

        /// `"Fleet.TextFieldError"`.
        public static var errorName: String { "Fleet.TextFieldError" }
    }
}
