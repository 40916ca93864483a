import Foundation
import LarkUI

extension Button {
    /// Taps the button as a user would: sends `.touchDown`, `.touchUpInside`, then
    /// `.primaryActionTriggered` (as UIKit does since iOS 14), so target–action
    /// registrations and closure-based primary actions both fire.
    ///
    /// Refused, in this order, when user interaction is disabled on the button or an ancestor,
    /// when it is not enabled, and when it is not visible (it, an ancestor or its window is
    /// hidden, or has an alpha below 0.01). A button outside any window can be tapped.
    ///
    /// - Throws: `Fleet.ButtonError`; no event was sent.
    public func tap() throws(Fleet.ButtonError) {
        let attempt = "Cannot tap \(description)"
        if let problem = Reachability.userInteractionProblem(of: self) {
            throw Fleet.ButtonError(kind: .userInteractionDisabled, attempted: attempt, reason: "View does not allow user interaction (\(problem.facts))", remedy: problem.remedy)
        }
        guard isEnabled else {
            throw Fleet.ButtonError(kind: .notEnabled, attempted: attempt, reason: "Control is not enabled", remedy: "Set isEnabled = true first")
        }
        if let problem = Reachability.visibilityProblem(of: self) {
            throw Fleet.ButtonError(kind: .notVisible, attempted: attempt, reason: "Control is not visible (\(problem.facts))", remedy: problem.remedy)
        }
        sendActions(for: .touchDown)
        sendActions(for: .touchUpInside)
        sendActions(for: .primaryActionTriggered)
    }
}
