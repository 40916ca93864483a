import Foundation
import LarkUI

extension Refreshable {
    /// Pulls the content down as a user would to refresh it: the refresh control begins
    /// refreshing and sends `.valueChanged`, on which the app starts loading; ending the refresh
    /// (`endRefreshing()`) is the app's. Pulling while it refreshes does nothing, as in UIKit.
    ///
    /// Refused when a touch would not reach the view, then when it has no refresh control, then
    /// when the refresh control is not enabled.
    ///
    /// - Throws: `Fleet.ScrollViewError`; nothing changed and no event was sent.
    public func pullToRefresh(fileID: String = #fileID, line: Int = #line, column: Int = #column) throws(Fleet.ScrollViewError) {
        try Fleet.calling(fileID, line, column) { () throws(Fleet.ScrollViewError) in
            let attempt = "Cannot pull \(description) to refresh"
            if let problem = touchProblem {
                throw Fleet.ScrollViewError(unreachable: problem, attempted: attempt, noun: "The view")
            }
            guard let control = refreshControl else {
                throw Fleet.ScrollViewError(kind: .noRefreshControl, attempted: attempt, reason: "It has no refresh control", remedy: "Set its refreshControl first")
            }
            guard control.isEnabled else {
                throw Fleet.ScrollViewError(kind: .notEnabled, attempted: attempt, reason: "Its refresh control is not enabled", remedy: "Set isEnabled = true on the refresh control first")
            }
            guard !control.isRefreshing else { return }
            control.beginRefreshing()
            control.sendActions(for: .valueChanged)
        }
    }
}
