import Foundation
import LarkUI

extension TextField {
    /// Ends editing: `textFieldShouldEndEditing` (asked exactly once); resigning first responder
    /// (`.editingDidEnd`, `textFieldDidEndEditing`, `textDidEndEditingNotification`); then
    /// `keyboardWillHide` and `keyboardDidHide` (object: the window).
    ///
    /// When `textFieldShouldEndEditing` says no, the call returns and the field keeps editing;
    /// nothing was sent (docs/declines.md).
    ///
    /// - Throws: `Fleet.TextFieldError.notEditing(.stopEditing)` when the field is not editing.
    public func stopEditing(fileID: String = #fileID, line: Int = #line, column: Int = #column) throws(Fleet.TextFieldError) {
        try Fleet.calling(fileID, line, column) { () throws(Fleet.TextFieldError) in
            if let failure = TextInputEngine.end(self) { throw Fleet.TextFieldError(failure, input: self) }
        }
    }
}
