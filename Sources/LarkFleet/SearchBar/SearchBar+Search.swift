import Foundation
import LarkUI

extension SearchBar {
    /// Searches as a user does: starts editing the field unless it is editing, types `text` one
    /// character at a time (each asks `searchBar(_:shouldChangeTextIn:replacementText:)` with
    /// its UTF-16 range, then tells `searchBar(_:textDidChange:)`), then taps the search button.
    ///
    /// When the app declines to begin editing (`searchBarShouldBeginEditing` returns false), no
    /// keyboard shows: the call returns with nothing typed and no search (docs/declines.md).
    ///
    /// - Throws: `Fleet.SearchBarError.textInputRefused` wrapping the text field's refusal (a
    ///   touch would not reach the field).
    public func search(for text: String, fileID: String = #fileID, line: Int = #line, column: Int = #column) throws(Fleet.SearchBarError) {
        try Fleet.calling(fileID, line, column) { () throws(Fleet.SearchBarError) in
            do throws(Fleet.TextFieldError) {
                if !searchTextField.isFirstResponder { try searchTextField.startEditing() }
                // The app declined the touch: no keyboard, so no text and no search key.
                guard searchTextField.isFirstResponder else { return }
                try searchTextField.type(text: text)
            } catch {
                throw Fleet.SearchBarError(
                    kind: .textInputRefused(error.kind), attempted: "Cannot search \(description) for '\(text)'",
                    reason: error.reason, remedy: error.remedy, cause: error)
            }
            try tapSearchButton()
        }
    }
}
