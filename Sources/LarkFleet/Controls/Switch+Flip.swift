import Foundation
import LarkUI

extension Switch {
    /// Flips the switch as a user would: `setOn(!isOn, animated: false)`, then `.valueChanged`
    /// (targets see the new value), then `.touchUpInside`.
    ///
    /// Refused when a touch would not reach the switch (`View.touchProblem`, as for
    /// `Button.tap()`), then when it is not enabled.
    ///
    /// - Throws: `Fleet.SwitchError`; `isOn` is unchanged and no event was sent.
    public func flip(fileID: String = #fileID, line: Int = #line, column: Int = #column) throws(Fleet.SwitchError) {
        try Fleet.calling(fileID, line, column) { () throws(Fleet.SwitchError) in
            try Fleet.SwitchError.checkTouch(of: self, attempted: "Cannot flip \(description)", noun: "Control", name: "Fleet.SwitchError")
            setOn(!isOn, animated: false)
            sendActions(for: .valueChanged)
            sendActions(for: .touchUpInside)
        }
    }
}
