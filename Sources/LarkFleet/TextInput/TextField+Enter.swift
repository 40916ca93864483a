import Foundation
import LarkUI

extension TextField {
    /// `startEditing()`, `type(text:)`, then `stopEditing()`: everything a user does to fill in
    /// the field. The first error stops the rest. When the app declines to begin, no keyboard
    /// shows and the call returns with nothing typed; when it declines to end, the field keeps
    /// the typed text and the focus, as it would for a real user (docs/declines.md).
    ///
    /// - Throws: `Fleet.TextFieldError` from the step that failed.
    public func enter(text: String, fileID: String = #fileID, line: Int = #line, column: Int = #column) throws(Fleet.TextFieldError) {
        try Fleet.calling(fileID, line, column) { () throws(Fleet.TextFieldError) in
            try startEditing()
            // The app declined the touch: no keyboard, so nothing to type.
            guard isFirstResponder else { return }
            try type(text: text)
            try stopEditing()
        }
    }
}
