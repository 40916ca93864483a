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
    /// Checks, in order (none has any effect): user interaction (the view and its ancestors),
    /// already editing (returns), visible (hidden or alpha below 0.01, the view, its ancestors
    /// or its window), selectable, editable, in a window.
    ///
    /// - Throws: `Fleet.TextViewError`. `.delegateRefusedToBegin` and
    ///   `.otherResponderRefusedToResign` come after delegates were asked; the text, the focus
    ///   and the keyboard are unchanged.
    public func startEditing() throws(Fleet.TextViewError) {
        if let problem = Reachability.userInteractionProblem(of: self) {
            throw Fleet.TextViewError(.userInteraction(problem), textView: self)
        }
        if isFirstResponder { return }
        if let problem = Reachability.visibilityProblem(of: self) {
            throw Fleet.TextViewError(.visibility(problem), textView: self)
        }
        guard isSelectable else {
            throw Fleet.TextViewError(kind: .notSelectable, message: "Cannot edit \(description): It is unavailable for editing: Text view is not selectable. Set isSelectable = true first.")
        }
        guard isEditable else {
            throw Fleet.TextViewError(kind: .notEditable, message: "Cannot edit \(description): It is unavailable for editing: Text view is not editable. Set isEditable = true first.")
        }
        guard window != nil else {
            throw Fleet.TextViewError(.notInWindow, textView: self)
        }
        if let failure = TextInputEngine.begin(self, touch: {}) {
            throw Fleet.TextViewError(failure, textView: self)
        }
    }
}
