import Foundation
import LarkUI

extension TextView {
    /// Touches the text view and starts editing, as a user would: `textViewShouldBeginEditing`
    /// (asked exactly once); the current first responder, if any, resigns (focus hand-off); the
    /// view becomes first responder (`textViewDidBeginEditing`,
    /// `textDidBeginEditingNotification`); then `keyboardWillShow` and `keyboardDidShow`
    /// (object: the window). A text view is not a control: no control events. Does nothing if
    /// it is already editing.
    ///
    /// Checks, in order (none has any effect): already editing (returns: a focused view needs
    /// no touch), a touch would reach it (`View.touchProblem`, as for `Button.tap()`),
    /// selectable, editable, in a window.
    ///
    /// When the app declines (`textViewShouldBeginEditing` returns false, or the current first
    /// responder will not resign), the call returns with the text, the focus and the keyboard
    /// unchanged (docs/declines.md).
    ///
    /// - Throws: `Fleet.TextViewError` when a user could not have touched the view.
    public func startEditing(fileID: String = #fileID, line: Int = #line, column: Int = #column) throws(Fleet.TextViewError) {
        try Fleet.calling(fileID, line, column) { () throws(Fleet.TextViewError) in
            if isFirstResponder { return }
            let attempt = "Cannot edit \(description)"
            if let problem = touchProblem {
                throw Fleet.TextViewError(unreachable: problem, attempted: attempt, noun: "Text view")
            }
            guard isSelectable else {
                throw Fleet.TextViewError(kind: .notSelectable, attempted: attempt, reason: "Text view is not selectable", remedy: "Set isSelectable = true first")
            }
            guard isEditable else {
                throw Fleet.TextViewError(kind: .notEditable, attempted: attempt, reason: "Text view is not editable", remedy: "Set isEditable = true first")
            }
            guard window != nil else {
                throw Fleet.TextViewError(.notInWindow, input: self)
            }
            if let failure = TextInputEngine.begin(self, touch: {}) {
                throw Fleet.TextViewError(failure, input: self)
            }
        }
    }
}
