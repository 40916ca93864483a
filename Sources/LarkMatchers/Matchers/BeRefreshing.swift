import Foundation
import LarkExpect
import LarkUI

/// Passes when the subject (a scroll view or table view with a refresh control, or the refresh
/// control itself) is refreshing.
///
/// ```swift
/// try feed.pullToRefresh()
/// expect(feed).to(beRefreshing())
/// ```
///
/// Message: `expected to be refreshing, got <TableView> (isRefreshing: false)`, or
/// `(it has no refresh control)`, which fails under `toNot` too.
@MainActor
public func beRefreshing<T: View>() -> LarkExpect.Predicate<T> {
    subjectPredicate({ "be refreshing" }) { (subject: T) in
        let control = subject as? RefreshControl ?? (subject as? any Refreshable)?.refreshControl
        guard let control else { return Verdict.cannotJudge(tail: " (it has no refresh control)") }
        return Verdict(control.isRefreshing, facts: "isRefreshing: \(control.isRefreshing)")
    }
}
