import Foundation
import LarkUI

extension TextView {
    /// Pastes `text` at the end: one `shouldChangeTextIn` question for the whole string, then,
    /// if allowed, one insertion (one did-change-selection, one did-change, one notification).
    ///
    /// - Throws: `Fleet.TextViewError.notEditing(.paste)` unless the view is editing.
    public func paste(text: String, fileID: String = #fileID, line: Int = #line, column: Int = #column) throws(Fleet.TextViewError) {
        try Fleet.calling(fileID, line, column) { () throws(Fleet.TextViewError) in
            if let failure = TextInputEngine.paste(self, text) { throw Fleet.TextViewError(failure, input: self) }
        }
    }
}
