import Foundation
import LarkUI

extension TextField {
    /// Deletes the last character (a whole grapheme cluster, e.g. an emoji with its skin tone):
    /// asks `shouldChangeCharactersIn` with its UTF-16 range and "", and deletes if allowed
    /// (`.editingChanged`, `textDidChangeNotification`). On empty text nothing is asked and
    /// nothing happens, as in UIKit.
    ///
    /// - Throws: `Fleet.TextFieldError.notEditing(.backspace)` unless the field is editing.
    public func backspace(fileID: String = #fileID, line: Int = #line, column: Int = #column) throws(Fleet.TextFieldError) {
        try Fleet.calling(fileID, line, column) { () throws(Fleet.TextFieldError) in
            if let failure = TextInputEngine.backspace(self) { throw Fleet.TextFieldError(failure, input: self) }
        }
    }
}
