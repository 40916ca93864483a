import Foundation
import LarkUI

extension TextView {
    /// Deletes the last character (a whole grapheme cluster) if `shouldChangeTextIn` allows its
    /// UTF-16 range to become "". On empty text nothing is asked and nothing happens.
    ///
    /// - Throws: `Fleet.TextViewError.notEditing(.backspace)` unless the view is editing.
    public func backspace() throws(Fleet.TextViewError) {
        if let failure = TextInputEngine.backspace(self) { throw Fleet.TextViewError(failure, input: self) }
    }
}
