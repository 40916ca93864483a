import Foundation
import LarkUI

extension ViewSearchRoot {
    /// Taps the action titled `title` of the alert shown over this controller, window or screen
    /// (`presentedAlert`), as `AlertController.tapAlertAction(withTitle:)` does. The other half
    /// of `presentAlert(...)`:
    ///
    /// ```swift
    /// expect(controller).to(presentAlert(title: "Delete Milk?"))
    /// try controller.tapPresentedAlertAction(withTitle: "Delete")
    /// ```
    ///
    /// - Throws: `Fleet.AlertError`: `.notPresented` when no alert is shown over it (the message
    ///   says what is), else the alert's own refusals.
    public func tapPresentedAlertAction(withTitle title: String, fileID: String = #fileID, line: Int = #line, column: Int = #column) throws(Fleet.AlertError) {
        try Fleet.calling(fileID, line, column) { () throws(Fleet.AlertError) in
            guard let alert = presentedAlert else {
                let shown = presentedControllers.last.map { "only \($0.shownDescription) is presented" } ?? "nothing is presented"
                throw Fleet.AlertError(
                    kind: .notPresented, attempted: "Cannot tap the action '\(title)' of an alert over \(searchDescription)",
                    reason: "No alert is shown: \(shown)", remedy: "Present the alert first (check what the action under test does)")
            }
            try alert.tapAlertAction(withTitle: title)
        }
    }
}
