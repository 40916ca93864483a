import Foundation
import LarkUI

extension Switch {
    /// Flips the switch as a user would: `setOn(!isOn, animated: false)`, then `.valueChanged`
    /// (targets see the new value), then `.touchUpInside`.
    ///
    /// Refused, in this order, when user interaction is disabled on the switch or an ancestor,
    /// when it is not enabled, and when it is not visible (it, an ancestor or its window is
    /// hidden, or has an alpha below 0.01).
    ///
    /// - Throws: `Fleet.SwitchError`; `isOn` is unchanged and no event was sent.
    public func flip() throws(Fleet.SwitchError) {
        let attempt = "Cannot flip \(description)"
        if let problem = Reachability.userInteractionProblem(of: self) {
            throw Fleet.SwitchError(kind: .userInteractionDisabled, attempted: attempt, reason: "View does not allow user interaction (\(problem.facts))", remedy: problem.remedy)
        }
        guard isEnabled else {
            throw Fleet.SwitchError(kind: .notEnabled, attempted: attempt, reason: "Control is not enabled", remedy: "Set isEnabled = true first")
        }
        if let problem = Reachability.visibilityProblem(of: self) {
            throw Fleet.SwitchError(kind: .notVisible, attempted: attempt, reason: "Control is not visible (\(problem.facts))", remedy: problem.remedy)
        }
        setOn(!isOn, animated: false)
        sendActions(for: .valueChanged)
        sendActions(for: .touchUpInside)
    }
}
