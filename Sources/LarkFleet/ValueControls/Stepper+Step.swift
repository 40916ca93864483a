import Foundation
import LarkUI

extension Stepper {
    /// Taps the plus button as a user would: `.touchDown`, the value goes up one `stepValue`
    /// (clamped, or round to `minimumValue` from the maximum when `wraps`), `.valueChanged`,
    /// `.touchUpInside`.
    ///
    /// Refused when a touch would not reach the stepper, then when it is not enabled, then when
    /// the value is at `maximumValue` and it does not wrap (UIKit disables the button then).
    ///
    /// - Throws: `Fleet.ValueControlError`; the value is unchanged and no event was sent.
    public func increment(fileID: String = #fileID, line: Int = #line, column: Int = #column) throws(Fleet.ValueControlError) {
        try Fleet.calling(fileID, line, column) { () throws(Fleet.ValueControlError) in
            try fleetStep(up: true)
        }
    }

    /// Taps the minus button as a user would, as `increment()` does the other way (round to
    /// `maximumValue` from the minimum when `wraps`).
    ///
    /// - Throws: `Fleet.ValueControlError`; the value is unchanged and no event was sent.
    public func decrement(fileID: String = #fileID, line: Int = #line, column: Int = #column) throws(Fleet.ValueControlError) {
        try Fleet.calling(fileID, line, column) { () throws(Fleet.ValueControlError) in
            try fleetStep(up: false)
        }
    }

    private func fleetStep(up: Bool) throws(Fleet.ValueControlError) {
        let attempt = "Cannot tap the \(up ? "plus" : "minus") button of \(description)"
        try Fleet.ValueControlError.checkTouch(of: self, attempted: attempt, noun: "Control")
        guard let next = steppedValue(up: up) else {
            throw Fleet.ValueControlError(
                kind: .atLimit, attempted: attempt,
                reason: "The value is at its \(up ? "maximum" : "minimum") (\(value)) and the stepper does not wrap, so the button is disabled",
                remedy: up ? "Raise maximumValue, or set wraps = true" : "Lower minimumValue, or set wraps = true")
        }
        sendActions(for: .touchDown)
        value = next
        sendActions(for: .valueChanged)
        sendActions(for: .touchUpInside)
    }
}
