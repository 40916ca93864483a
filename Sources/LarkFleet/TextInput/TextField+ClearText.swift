import Foundation
import LarkUI

extension TextField {
    /// Taps the clear button: asks `textFieldShouldClear` (a refusal changes nothing, like a
    /// real tap the delegate ignores), then empties the text, sends `.editingChanged` and posts
    /// `textDidChangeNotification`. It does not begin editing.
    ///
    /// Checks, in order: user interaction, visible, enabled, in a window (the same checks as
    /// `startEditing()`), then that the clear button shows: `clearButtonMode` is not `.never`,
    /// `.whileEditing` needs the field to be editing, `.unlessEditing` needs it not to be, and
    /// the text must not be empty (UIKit shows no clear button on an empty field). `clearsOnBeginEditing` is honoured by
    /// `startEditing()`, which clears when the field begins editing.
    ///
    /// - Throws: `Fleet.TextFieldError`; nothing happened (`textFieldShouldClear` was not asked).
    public func clearText(fileID: String = #fileID, line: Int = #line, column: Int = #column) throws(Fleet.TextFieldError) {
        try Fleet.calling(fileID, line, column) { () throws(Fleet.TextFieldError) in
            try fleetCheckReachable(allowingEditing: false)
            let attempt = "Cannot clear text from \(description)"
            switch clearButtonMode {
            case .never:
                throw Fleet.TextFieldError(kind: .clearButtonNeverShown, attempted: attempt, reason: "Clear button is never displayed (clearButtonMode is .never)", remedy: "Set clearButtonMode to show it")
            case .whileEditing where !isFirstResponder:
                throw Fleet.TextFieldError(kind: .clearButtonHiddenWhileNotEditing, attempted: attempt, reason: "Clear button is hidden when not editing (clearButtonMode is .whileEditing)", remedy: "Call startEditing() first")
            case .unlessEditing where isFirstResponder:
                throw Fleet.TextFieldError(kind: .clearButtonHiddenWhileEditing, attempted: attempt, reason: "Clear button is hidden when editing (clearButtonMode is .unlessEditing)", remedy: "Call stopEditing() first")
            default:
                break
            }
            guard hasText else {
                throw Fleet.TextFieldError(kind: .nothingToClear, attempted: attempt, reason: "The field is empty, and the clear button only shows while there is text", remedy: "Enter some text first")
            }
            if let delegate, !delegate.textFieldShouldClear(self) { return }
            text = ""
            sendActions(for: .editingChanged)
            NotificationCenter.default.post(name: TextField.textDidChangeNotification, object: self)
        }
    }
}
