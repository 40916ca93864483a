import Foundation
import LarkUI

extension TextView {
    /// Ends editing: `textViewShouldEndEditing` (asked exactly once); resigning first responder
    /// (`textViewDidEndEditing`, `textDidEndEditingNotification`); then `keyboardWillHide` and
    /// `keyboardDidHide` (object: the window).
    ///
    /// When `textViewShouldEndEditing` says no, the call returns and the view keeps editing
    /// (docs/declines.md).
    ///
    /// - Throws: `Fleet.TextViewError.notEditing(.stopEditing)` when the view is not editing.
    public func stopEditing(fileID: String = #fileID, line: Int = #line, column: Int = #column) throws(Fleet.TextViewError) {
        try Fleet.calling(fileID, line, column) { () throws(Fleet.TextViewError) in
            if let failure = TextInputEngine.end(self) { throw Fleet.TextViewError(failure, input: self) }
        }
    }
}
