import Foundation
import LarkUI

extension TextField {
    /// Taps the keyboard's return key, as a user would: the delegate's `textFieldShouldReturn`
    /// is asked (yes without a delegate); on yes the field sends `.editingDidEndOnExit`, and when
    /// it has an action for that event it also ends editing, as UIKit does (`stopEditing()`'s
    /// sequence: should-end, resigning, the keyboard hides). Without such an action the field
    /// keeps editing: dismissing the keyboard is the delegate's (`resignFirstResponder()`).
    ///
    /// When `textFieldShouldReturn` says no, the call returns and nothing is sent
    /// (docs/declines.md).
    ///
    /// - Throws: `Fleet.TextFieldError.notEditing(.tapReturnKey)` when the field is not editing
    ///   (no keyboard shows the key).
    public func tapReturnKey(fileID: String = #fileID, line: Int = #line, column: Int = #column) throws(Fleet.TextFieldError) {
        try Fleet.calling(fileID, line, column) { () throws(Fleet.TextFieldError) in
            guard isFirstResponder else { throw Fleet.TextFieldError(.notEditing(.tapReturnKey), input: self) }
            guard delegate?.textFieldShouldReturn(self) ?? true else { return }
            let endsEditing = allControlEvents.contains(.editingDidEndOnExit)
            sendActions(for: .editingDidEndOnExit)
            // An action may have ended editing itself (resignFirstResponder()); then there is
            // nothing left to end.
            if endsEditing, isFirstResponder, let failure = TextInputEngine.end(self) {
                throw Fleet.TextFieldError(failure, input: self)
            }
        }
    }
}
