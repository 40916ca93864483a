import Foundation
import LarkUI

extension TextField {
    /// Deletes the last character (a whole grapheme cluster, e.g. an emoji with its skin tone):
    /// asks `shouldChangeCharactersIn` with its UTF-16 range and "", and deletes if allowed
    /// (`.editingChanged`, `textDidChangeNotification`). On empty text nothing is asked and
    /// nothing happens, as in UIKit.
    ///
    /// - Throws: `Fleet.TextFieldError.notEditing(.backspace)` unless the field is editing.
    public func backspace() throws(Fleet.TextFieldError) {
        if let failure = TextInputEngine.backspace(self) { throw Fleet.TextFieldError(failure, input: self) }
    }
}
