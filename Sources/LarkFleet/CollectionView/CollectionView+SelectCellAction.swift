import Foundation
import LarkUI

extension CollectionView {
    /// Swipes a list row and taps its action titled `title`, as `TableView.selectCellAction`
    /// does for tables: the action's handler runs with the row's cell (or the collection view when
    /// the cell was never made) and a completion. Trailing actions are searched first, then
    /// leading ones. Works for rows off screen, as for tables.
    ///
    /// Refused, in order, without a data source, for an index path that does not exist, when the
    /// layout is not a `CollectionViewListLayout`, when the list gives the row no swipe actions,
    /// and when none has that title (listing the titles there are).
    ///
    /// - Throws: `Fleet.CollectionViewError`; no handler ran.
    public func selectCellAction(withTitle title: String, at indexPath: IndexPath, fileID: String = #fileID, line: Int = #line, column: Int = #column) throws(Fleet.CollectionViewError) {
        try Fleet.calling(fileID, line, column) { () throws(Fleet.CollectionViewError) in
            let attempt = "Cannot select the swipe action '\(title)' at \(fleetDescribe(indexPath)) of \(description)"
            try fleetValidate(indexPath, attempt: attempt, toDo: "select swipe actions")
            guard let list = collectionViewLayout as? CollectionViewListLayout else {
                throw Fleet.CollectionViewError(
                    kind: .notAList, attempted: attempt, reason: "Its layout is a grid, whose items have no swipe actions",
                    remedy: "Lay it out with a CollectionViewListLayout and give that swipe actions")
            }
            let trailing = list.trailingSwipeActionsConfigurationProvider?(indexPath)
            let leading = list.leadingSwipeActionsConfigurationProvider?(indexPath)
            guard trailing != nil || leading != nil else {
                throw Fleet.CollectionViewError(
                    kind: .swipeActionsNotProvided, attempted: attempt, reason: "The list gives that row no swipe actions",
                    remedy: "Set the layout's trailingSwipeActionsConfigurationProvider (or the leading one) to return them")
            }
            let actions = (trailing?.actions ?? []) + (leading?.actions ?? [])
            guard let action = actions.first(where: { $0.title == title }) else {
                throw Fleet.CollectionViewError(
                    kind: .noSuchSwipeAction, attempted: attempt, reason: "No swipe action of that row is titled '\(title)'",
                    remedy: "Its swipe actions are: \(quotedList(actions.map { $0.title ?? "<no title>" })); use one of those titles")
            }
            let view: View = cellForItem(at: indexPath) ?? self
            action.handler(action, view) { _ in }
        }
    }
}
