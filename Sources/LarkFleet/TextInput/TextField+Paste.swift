import Foundation
import LarkUI

extension TextField {
    /// Pastes `text` at the end: one `shouldChangeCharactersIn` question for the whole string
    /// (UTF-16 range `(current UTF-16 length, 0)`), then, if allowed, one insertion with one
    /// `.editingChanged` and one `textDidChangeNotification`.
    ///
    /// - Throws: `Fleet.TextFieldError.notEditing(.paste)` unless the field is editing; nothing
    ///   happened.
    public func paste(text: String, fileID: String = #fileID, line: Int = #line, column: Int = #column) throws(Fleet.TextFieldError) {
        try Fleet.calling(fileID, line, column) { () throws(Fleet.TextFieldError) in
            if let failure = TextInputEngine.paste(self, text) { throw Fleet.TextFieldError(failure, input: self) }
        }
    }
}
