import Foundation
import LarkUI

extension SearchBar {
    /// Taps the keyboard's search button: the field's return key, so its delegate (the bar) tells
    /// `searchBarSearchButtonClicked`. The keyboard stays up; dismissing it is the app's.
    ///
    /// - Throws: `Fleet.SearchBarError.notEditing` when the field is not editing (no keyboard).
    public func tapSearchButton(fileID: String = #fileID, line: Int = #line, column: Int = #column) throws(Fleet.SearchBarError) {
        try Fleet.calling(fileID, line, column) { () throws(Fleet.SearchBarError) in
            guard searchTextField.isFirstResponder else {
                throw Fleet.SearchBarError(
                    kind: .notEditing, attempted: "Cannot tap the search button of \(description)",
                    reason: "Its field is not editing, so no keyboard shows the button", remedy: "Call searchTextField.startEditing() first")
            }
            _ = searchTextField.delegate?.textFieldShouldReturn(searchTextField)
        }
    }

    /// Taps the cancel button: the delegate's `searchBarCancelButtonClicked`, nothing else (the
    /// app clears the text and ends editing, as in UIKit).
    ///
    /// - Throws: `Fleet.SearchBarError` when a touch would not reach the bar, or
    ///   `showsCancelButton` is false.
    public func tapCancelButton(fileID: String = #fileID, line: Int = #line, column: Int = #column) throws(Fleet.SearchBarError) {
        try Fleet.calling(fileID, line, column) { () throws(Fleet.SearchBarError) in
            let attempt = "Cannot tap the cancel button of \(description)"
            if let problem = touchProblem {
                throw Fleet.SearchBarError(unreachable: problem, attempted: attempt, noun: "Search bar")
            }
            guard showsCancelButton else {
                throw Fleet.SearchBarError(kind: .noCancelButton, attempted: attempt, reason: "It shows no cancel button", remedy: "Set showsCancelButton = true first")
            }
            cancelButtonTapped()
        }
    }
}
