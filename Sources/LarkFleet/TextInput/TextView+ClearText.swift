import Foundation
import LarkUI

extension TextView {
    /// Selects all the text and deletes it, as a user would (text views have no clear button):
    /// one `shouldChangeTextIn` question for the whole UTF-16 range with "", then, if allowed,
    /// the text becomes "" with one `textViewDidChangeSelection`, one `textViewDidChange` and
    /// one `textDidChangeNotification`. On empty text nothing is asked and nothing happens.
    ///
    /// - Throws: `Fleet.TextViewError.notEditing(.clearText)` unless the view is editing.
    public func clearText(fileID: String = #fileID, line: Int = #line, column: Int = #column) throws(Fleet.TextViewError) {
        try Fleet.calling(fileID, line, column) { () throws(Fleet.TextViewError) in
            guard isFirstResponder else { throw Fleet.TextViewError(.notEditing(.clearText), input: self) }
            let current = text ?? ""
            guard !current.isEmpty else { return }
            let range = NSRange(location: 0, length: current.utf16.count)
            guard fleetAskShouldChange(range, "") else { return }
            text = ""
            textViewDelegate?.textViewDidChangeSelection(self)
            textViewDelegate?.textViewDidChange(self)
            NotificationCenter.default.post(name: TextView.textDidChangeNotification, object: self)
        }
    }
}
