import Foundation
import LarkUI

extension TextField {
    /// Types `text` one character (grapheme cluster) at a time at the end of the text. For each,
    /// the delegate's `shouldChangeCharactersIn` is asked with the UTF-16 range
    /// `(current UTF-16 length, 0)` and the character; if it allows, the character is inserted
    /// (`.editingChanged`, `textDidChangeNotification`); a refused character changes nothing.
    ///
    /// Note: like any member named `type`, this hides the global `type(of:)` inside subclasses
    /// and extensions of this class; write `Swift.type(of:)` there.
    ///
    /// - Throws: `Fleet.TextFieldError.notEditing(.type)` unless the field is editing; nothing
    ///   happened.
    public func type(text: String, fileID: String = #fileID, line: Int = #line, column: Int = #column) throws(Fleet.TextFieldError) {
        try Fleet.calling(fileID, line, column) { () throws(Fleet.TextFieldError) in
            if let failure = TextInputEngine.type(self, text) { throw Fleet.TextFieldError(failure, input: self) }
        }
    }
}
