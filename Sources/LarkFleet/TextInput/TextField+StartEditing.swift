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
    /// Checks, in order (none has any effect): user interaction (the field and its ancestors),
    /// already editing (returns), visible (hidden or alpha below 0.01, the field, its ancestors
    /// or its window), enabled, in a window.
    ///
    /// - Throws: `Fleet.TextFieldError`. `.delegateRefusedToBegin` and
    ///   `.otherResponderRefusedToResign` come after the touch, as for a real user: `.touchDown`
    ///   was sent and delegates were asked, but the text, the focus and the keyboard are unchanged.
    public func startEditing() throws(Fleet.TextFieldError) {
        try fleetCheckReachable(allowingEditing: true)
        if isFirstResponder { return }
        if let failure = TextInputEngine.begin(self, touch: { sendActions(for: .touchDown) }) {
            throw Fleet.TextFieldError(failure, field: self)
        }
    }

    /// The checks a user's touch needs: user interaction; (returns early if editing and
    /// `allowingEditing`); visible; enabled; in a window.
    func fleetCheckReachable(allowingEditing: Bool) throws(Fleet.TextFieldError) {
        if let problem = Reachability.userInteractionProblem(of: self) {
            throw Fleet.TextFieldError(.userInteraction(problem), field: self)
        }
        if allowingEditing, isFirstResponder { return }
        if let problem = Reachability.visibilityProblem(of: self) {
            throw Fleet.TextFieldError(.visibility(problem), field: self)
        }
        guard isEnabled else {
            throw Fleet.TextFieldError(kind: .notEnabled, message: "Cannot edit \(description): It is unavailable for editing: Text field is not enabled. Set isEnabled = true first.")
        }
        guard window != nil else {
            throw Fleet.TextFieldError(.notInWindow, field: self)
        }
    }
}
