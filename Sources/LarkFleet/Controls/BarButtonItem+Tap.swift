import Foundation
import LarkUI

extension BarButtonItem {
    /// Taps the item: performs its `primaryAction` if it has one, otherwise sends `action` to
    /// `target` with the item as sender. With an `action` but no `target`, the action goes up
    /// the responder chain as in UIKit (`Application.sendAction(_:to: nil, from:)`); the tap is
    /// refused only if no responder handles it.
    ///
    /// Refused, in this order, when the item is not enabled; when it only shows a custom view
    /// (tap the control inside it instead); when it has no action; when it has no target and no
    /// responder handles the action. Whether the item is in a visible bar is not checked.
    ///
    /// - Throws: `Fleet.BarButtonItemError`; no action ran.
    public func tap(fileID: String = #fileID, line: Int = #line, column: Int = #column) throws(Fleet.BarButtonItemError) {
        try Fleet.calling(fileID, line, column) { () throws(Fleet.BarButtonItemError) in
            let attempt = "Cannot tap \(description)"
            guard isEnabled else {
                throw Fleet.BarButtonItemError(kind: .notEnabled, attempted: attempt, reason: "Control is not enabled", remedy: "Set isEnabled = true first")
            }
            if let primaryAction {
                primaryAction.perform(sender: self)
                return
            }
            guard let action else {
                if let customView {
                    throw Fleet.BarButtonItemError(
                        kind: .customViewOnly,
                        attempted: attempt, reason: "It shows the custom view \(customView.description) and has no action of its own", remedy: "Tap the control inside the custom view instead (e.g. `try (item.customView as? Button)?.tap()`)")
                }
                throw Fleet.BarButtonItemError(
                    kind: .noAction,
                    attempted: attempt, reason: "Attempted to tap \(fleetTitlePhrase) with no associated action", remedy: "Give it a primaryAction, or a target and an action")
            }
            if let target {
                action.send(to: target, from: self)
                return
            }
            let application = Application.shared
            guard application.sendAction(action, to: nil, from: self) else {
                throw Fleet.BarButtonItemError(
                    kind: .noTarget,
                    attempted: attempt, reason: "Attempted to tap \(fleetTitlePhrase) with no associated target, and no responder in the chain handles its action \(action.name)", remedy: "Set its target")
            }
        }
    }

    /// "BarButtonItem (title='Save')" or "BarButtonItem (title=<No Title>)".
    private var fleetTitlePhrase: String {
        "BarButtonItem (title=\(title.map { "'\($0)'" } ?? "<No Title>"))"
    }
}
