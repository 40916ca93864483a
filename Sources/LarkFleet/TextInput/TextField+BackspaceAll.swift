import Foundation
import LarkUI

extension TextField {
    /// Presses backspace once per character present at the start (see `backspace()`); a
    /// delegate that refuses is asked every time and the text stays.
    ///
    /// - Throws: `Fleet.TextFieldError.notEditing(.backspace)` unless the field is editing.
    public func backspaceAll(fileID: String = #fileID, line: Int = #line, column: Int = #column) throws(Fleet.TextFieldError) {
        try Fleet.calling(fileID, line, column) { () throws(Fleet.TextFieldError) in
            if let failure = TextInputEngine.backspaceAll(self) { throw Fleet.TextFieldError(failure, input: self) }
        }
    }
}
