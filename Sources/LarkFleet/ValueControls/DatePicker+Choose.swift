import Foundation
import LarkUI

extension DatePicker {
    /// Spins the wheels to `date` as a user would: `.touchDown`, the date changes, `.valueChanged`
    /// (when it changed), `.touchUpInside`.
    ///
    /// Refused when a touch would not reach the picker, then when it is not enabled, then when
    /// `date` is outside `minimumDate...maximumDate` (the wheels do not turn past them).
    ///
    /// - Throws: `Fleet.ValueControlError`; the date is unchanged and no event was sent.
    public func choose(_ date: Date, fileID: String = #fileID, line: Int = #line, column: Int = #column) throws(Fleet.ValueControlError) {
        try Fleet.calling(fileID, line, column) { () throws(Fleet.ValueControlError) in
            let attempt = "Cannot choose \(date) on \(description)"
            try Fleet.ValueControlError.checkTouch(of: self, attempted: attempt, noun: "Control")
            guard allows(date) else {
                throw Fleet.ValueControlError(
                    kind: .valueOutOfRange, attempted: attempt,
                    reason: "The date is outside the limits (\(minimumDate.map { "\($0)" } ?? "no minimum") to \(maximumDate.map { "\($0)" } ?? "no maximum"))",
                    remedy: "Choose a date within them")
            }
            let changed = date != self.date
            sendActions(for: .touchDown)
            self.date = date
            if changed { sendActions(for: .valueChanged) }
            sendActions(for: .touchUpInside)
        }
    }
}
