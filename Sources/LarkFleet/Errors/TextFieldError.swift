import Foundation

extension Fleet {
    /// Thrown by the text field helpers (`startEditing()`, `stopEditing()`, `enter(text:)`,
    /// `type(text:)`, `paste(text:)`, `backspace()`, `backspaceAll()`, `clearText()`).
    ///
    /// Checks that need no one's answer run before anything happens, so for those kinds nothing
    /// changed. `.delegateRefusedToBegin` and `.otherResponderRefusedToResign` come from answers
    /// given during the attempt: the touch (`touchDown`) and the delegate questions happened, as
    /// for a real user, but text and focus are unchanged. `.delegateRefusedToEnd`: the field
    /// keeps focus.
    public typealias TextFieldError = Refusal<TextFieldErrorKind>

    /// Why the field refused.
    public enum TextFieldErrorKind: RefusalKind {
        /// `isUserInteractionEnabled` is false on the field or one of its ancestors.
        case userInteractionDisabled
        /// The field, an ancestor or its window is hidden, or one of them has an alpha below 0.01.
        case notVisible
        /// An ancestor has no width or height, or the field lies outside an ancestor's bounds,
        /// so no touch can reach it.
        case outsideBounds
        /// `isEnabled` is false.
        case notEnabled
        /// The field is not in a window, so it cannot become first responder.
        case notInWindow
        /// `textFieldShouldBeginEditing` returned false.
        case delegateRefusedToBegin
        /// The current first responder refused to resign (its delegate said no, or it cannot resign).
        case otherResponderRefusedToResign
        /// Becoming first responder failed for another reason.
        case failedToBecomeFirstResponder
        /// The operation needs an editing session: call `startEditing()` first.
        case notEditing(TextOperation)
        /// `textFieldShouldEndEditing` returned false; the field is still editing.
        case delegateRefusedToEnd
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
