import Foundation
import LarkUI

extension TableView {
    /// Swipes the row at `indexPath` and taps its edit action titled `title` (exact match; the
    /// first one wins): `willBeginEditingRowAt(indexPath)`, the action's handler,
    /// `didEndEditingRowAt(indexPath)`.
    ///
    /// Actions come from the delegate's swipe-actions configurations (trailing, then leading)
    /// when it implements either, otherwise from `editActionsForRowAt`. A `ContextualAction`'s
    /// handler receives the row's cell as view and a completion that is only informational.
    ///
    /// Checks, in order: data source, delegate, section, row (negative indices included), the
    /// data source's `canEditRowAt` (UIKit's default, editable, applies when it is not
    /// implemented), the delegate provides actions, one has the title. The row is validated before the delegate is asked for actions (the model can
    /// only learn whether a method is implemented by calling it), so a bad row is reported
    /// before a missing edit-actions method; the edit-actions method is called exactly once.
    ///
    /// - Throws: `Fleet.TableViewError`; nothing happened (no editing callbacks, no handler).
    public func selectCellAction(withTitle title: String, at indexPath: IndexPath, fileID: String = #fileID, line: Int = #line, column: Int = #column) throws(Fleet.TableViewError) {
        try Fleet.calling(fileID, line, column) { () throws(Fleet.TableViewError) in
            let attempt = "Cannot select the edit action '\(title)' at \(fleetDescribe(indexPath)) of \(description)"
            guard let dataSource else {
                throw fleetNoDataSource(attempt, toDo: "select cell action")
            }
            guard let delegate = tableDelegate else {
                throw Fleet.TableViewError(kind: .noDelegate, attempted: attempt, reason: "Delegate required to select cell action", remedy: "Set the table view's delegate first")
            }
            try fleetValidate(indexPath, attempt: attempt)
            guard dataSource.tableView(self, canEditRowAt: indexPath) else {
                throw Fleet.TableViewError(
                    kind: .rowNotEditable,
                    attempted: attempt, reason: "Interaction with \(fleetDescribe(indexPath)) rejected: Table view data source does not allow editing of that row", remedy: "Its tableView(_:canEditRowAt:) returned false; make it return true for that row")
            }

            let trailing = OptionalMethod.call { delegate.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath) }
            let leading = OptionalMethod.call { delegate.tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath) }
            let perform: @MainActor () -> Void
            let titles: [String?]
            if trailing.implemented || leading.implemented {
                let actions = (trailing.result?.actions ?? []) + (leading.result?.actions ?? [])
                titles = actions.map(\.title)
                guard let action = actions.first(where: { $0.title == title }) else {
                    throw fleetNoSuchAction(title, at: indexPath, titles: titles, attempt: attempt)
                }
                let view: View = cellForRow(at: indexPath) ?? self
                perform = { action.handler(action, view, { _ in }) }
            } else {
                let legacy = OptionalMethod.call { delegate.tableView(self, editActionsForRowAt: indexPath) }
                guard legacy.implemented else {
                    throw Fleet.TableViewError(
                        kind: .editActionsNotProvided,
                        attempted: attempt, reason: "Delegate must implement TableViewDelegate.tableView(_:editActionsForRowAt:) (or a swipe-actions configuration method) to select cell action", remedy: "Implement one of them in the delegate")
                }
                let actions = legacy.result ?? []
                titles = actions.map(\.title)
                guard let action = actions.first(where: { $0.title == title }) else {
                    throw fleetNoSuchAction(title, at: indexPath, titles: titles, attempt: attempt)
                }
                perform = { action.handler(action, indexPath) }
            }

            delegate.tableView(self, willBeginEditingRowAt: indexPath)
            perform()
            delegate.tableView(self, didEndEditingRowAt: indexPath)
        }
    }

    private func fleetNoSuchAction(_ title: String, at indexPath: IndexPath, titles: [String?], attempt: String) -> Fleet.TableViewError {
        Fleet.TableViewError(
            kind: .noSuchEditAction,
            attempted: attempt, reason: "Could not find edit action with title '\(title)' at \(fleetDescribe(indexPath))", remedy: "Its edit actions are: \(quotedList(titles.map { $0 ?? "<no title>" })); use one of those titles")
    }
}
