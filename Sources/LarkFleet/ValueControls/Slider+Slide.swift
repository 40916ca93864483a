import Foundation
import LarkUI

extension Slider {
    /// Slides the thumb to `value` as a user would: `.touchDown`, the value changes, then
    /// `.valueChanged` (when it changed), then `.touchUpInside`. With `isContinuous` false UIKit
    /// sends `.valueChanged` only on release; the model's slide has one move, so both send it once.
    ///
    /// Refused when a touch would not reach the slider, then when it is not enabled, then when
    /// `value` is outside `minimumValue...maximumValue` (a thumb cannot leave its track).
    ///
    /// - Throws: `Fleet.ValueControlError`; the value is unchanged and no event was sent.
    public func slide(to value: Float, fileID: String = #fileID, line: Int = #line, column: Int = #column) throws(Fleet.ValueControlError) {
        try Fleet.calling(fileID, line, column) { () throws(Fleet.ValueControlError) in
            let attempt = "Cannot slide \(description) to \(value)"
            try Fleet.ValueControlError.checkTouch(of: self, attempted: attempt, noun: "Control")
            guard value >= minimumValue, value <= maximumValue else {
                throw Fleet.ValueControlError(
                    kind: .valueOutOfRange, attempted: attempt,
                    reason: "The value is outside the track, which runs from \(minimumValue) to \(maximumValue)",
                    remedy: "Slide to a value in that range")
            }
            let changed = value != self.value
            sendActions(for: .touchDown)
            self.value = value
            if changed { sendActions(for: .valueChanged) }
            sendActions(for: .touchUpInside)
        }
    }
}
