import Foundation
import LarkUI

extension AlertController {
    /// Taps the first action titled `title` (exact match), as UIKit does: the alert is dismissed
    /// by its presenter, and the action's handler runs in the dismissal's completion, so while it
    /// runs the presenter is on top again.
    ///
    /// Refused, in this order, when no action has that title (the message lists the titles),
    /// when the action is disabled, and when the alert is not presented (no user could see it).
    ///
    /// - Throws: `Fleet.AlertError`; nothing was dismissed and no handler ran.
    public func tapAlertAction(withTitle title: String, fileID: String = #fileID, line: Int = #line, column: Int = #column) throws(Fleet.AlertError) {
        try Fleet.calling(fileID, line, column) { () throws(Fleet.AlertError) in
            let attempt = "Cannot tap the action '\(title)' of \(description)"
            guard let action = actions.first(where: { $0.title == title }) else {
                throw Fleet.AlertError(
                    kind: .noSuchAction,
                    attempted: attempt, reason: "No action with title '\(title)' found on alert", remedy: "Its actions are: \(quotedList(actions.map { $0.title ?? "<no title>" })); use one of those titles")
            }
            guard action.isEnabled else {
                throw Fleet.AlertError(kind: .actionNotEnabled, attempted: attempt, reason: "Action with title '\(title)' is not enabled", remedy: "Set its isEnabled = true first")
            }
            guard let presenter = presentingViewController else {
                throw Fleet.AlertError(kind: .notPresented, attempted: attempt, reason: "The alert is not presented, so no user could tap it", remedy: "Present it first (e.g. from the window's root view controller)")
            }
            presenter.dismiss(animated: false) {
                action.handler?(action)
            }
        }
    }
}
