import Foundation
import LarkUI

extension TextView {
    /// Pastes `text` at the end: one `shouldChangeTextIn` question for the whole string, then,
    /// if allowed, one insertion (one did-change-selection, one did-change, one notification).
    ///
    /// - Throws: `Fleet.TextViewError.notEditing(.paste)` unless the view is editing.
    public func paste(text: String) throws(Fleet.TextViewError) {
        if let failure = TextInputEngine.paste(self, text) { throw Fleet.TextViewError(failure, input: self) }
    }
}
