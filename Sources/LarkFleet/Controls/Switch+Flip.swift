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
            throw Fleet.SwitchError(kind: .userInteractionDisabled, message: "\(attempt): view does not allow user interaction (\(problem.explanation)).")
        }
        guard isEnabled else {
            throw Fleet.SwitchError(kind: .notEnabled, message: "\(attempt): control is not enabled. Set isEnabled = true first.")
        }
        if let problem = Reachability.visibilityProblem(of: self) {
            throw Fleet.SwitchError(kind: .notVisible, message: "\(attempt): control is not visible (\(problem.explanation)).")
        }
        setOn(!isOn, animated: false)
        sendActions(for: .valueChanged)
        sendActions(for: .touchUpInside)
    }
}
