import Foundation
import LarkUI

extension TextField {
    /// Touches the field and starts editing, as a user would:
    /// `.touchDown`; `textFieldShouldBeginEditing` (asked exactly once); the current first
    /// responder, if any, resigns (its should-end and end-editing sequence: focus hand-off);
    /// the field becomes first responder (clearing first if `clearsOnBeginEditing` and
    /// `textFieldShouldClear` allow, then `.editingDidBegin`, `textFieldDidBeginEditing`,
    /// `textDidBeginEditingNotification`); then `keyboardWillShow` and `keyboardDidShow`
    /// (object: the window). Does nothing if the field is already editing.
    ///
    /// Checks, in order (none has any effect): already editing (returns: a focused field needs
    /// no touch), a touch would reach it (`View.touchProblem`, as for `Button.tap()`), enabled,
    /// in a window.
    ///
    /// When the app declines (`textFieldShouldBeginEditing` returns false, or the current first
    /// responder will not resign), the call returns: `.touchDown` was sent and the delegates were
    /// asked, but the text, the focus and the keyboard are unchanged (docs/declines.md).
    ///
    /// - Throws: `Fleet.TextFieldError` when a user could not have touched the field.
    public func startEditing(fileID: String = #fileID, line: Int = #line, column: Int = #column) throws(Fleet.TextFieldError) {
        try Fleet.calling(fileID, line, column) { () throws(Fleet.TextFieldError) in
            try fleetCheckReachable(allowingEditing: true)
            if isFirstResponder { return }
            if let failure = TextInputEngine.begin(self, touch: { sendActions(for: .touchDown) }) {
                throw Fleet.TextFieldError(failure, input: self)
            }
        }
    }

    /// The checks a user's touch on the field needs: (returns early if editing and
    /// `allowingEditing`); a touch reaches it; enabled; in a window.
    func fleetCheckReachable(allowingEditing: Bool) throws(Fleet.TextFieldError) {
        if allowingEditing, isFirstResponder { return }
        try Fleet.TextFieldError.checkTouch(of: self, attempted: "Cannot edit \(description)", noun: "Text field")
        guard window != nil else {
            throw Fleet.TextFieldError(.notInWindow, input: self)
        }
    }
}
