import Foundation
import LarkUI

extension TextField {
    /// Ends editing: `textFieldShouldEndEditing` (asked exactly once); resigning first responder
    /// (`.editingDidEnd`, `textFieldDidEndEditing`, `textDidEndEditingNotification`); then
    /// `keyboardWillHide` and `keyboardDidHide` (object: the window).
    ///
    /// - Throws: `Fleet.TextFieldError.notEditing(.stopEditing)` when the field is not editing;
    ///   `.delegateRefusedToEnd` when the delegate says no: the field
    ///   is still editing and nothing was sent.
    public func stopEditing(fileID: String = #fileID, line: Int = #line, column: Int = #column) throws(Fleet.TextFieldError) {
        try Fleet.calling(fileID, line, column) { () throws(Fleet.TextFieldError) in
            if let failure = TextInputEngine.end(self) { throw Fleet.TextFieldError(failure, input: self) }
        }
    }
}
