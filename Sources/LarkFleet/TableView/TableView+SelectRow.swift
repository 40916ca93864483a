import Foundation
import LarkUI

extension TableView {
    /// Taps the row at `indexPath` as a user would, with UIKit's callbacks, selection changes and
    /// `selectionDidChangeNotification`s (object: this table view).
    ///
    /// Refused, with nothing changed, when there is no data source, when selection is not
    /// allowed (`allowsSelection`, or `allowsSelectionDuringEditing` while `isEditing`), or when
    /// the section or row does not exist (negative indices included), or when a touch would not
    /// reach the table view (`View.touchProblem`, as for `CollectionView.selectItem(at:)`).
    ///
    /// First the touch: `shouldHighlightRowAt` (false ignores the tap: nothing else happens),
    /// the cell's `setHighlighted(true)`, `didHighlightRowAt`, `setHighlighted(false)`,
    /// `didUnhighlightRowAt`. Then the selection:
    ///
    /// Single selection (UIKit's order: nothing is deselected before `willSelectRowAt` answers):
    /// 1. `willSelectRowAt(requested)`: nil cancels (nothing else happens, the old row stays
    ///    selected); another index path redirects.
    /// 2. For each other selected row: `willDeselectRowAt(old)`. nil vetoes the callbacks (the old
    ///    row still leaves the selection: a single-selection table never keeps two rows);
    ///    otherwise the returned row is deselected, a notification is posted and
    ///    `didDeselectRowAt` gets the returned path (also when only `didDeselectRowAt` is
    ///    implemented).
    /// 3. The target row is selected, a notification is posted, `didSelectRowAt(target)`.
    /// Tapping the selected row again asks will-select and reports did-select without any
    /// deselection, as UIKit does.
    ///
    /// Multiple selection (UIKit's tap): an unselected row goes through will-select, select,
    /// notification, did-select and other rows stay selected; a selected row toggles off
    /// through `willDeselectRowAt` (nil cancels), deselect, notification, `didDeselectRowAt` —
    /// only if the (possibly redirected) row really was selected.
    ///
    /// - Throws: `Fleet.TableViewError`; also `.redirectedToMissingRow` when `willSelectRowAt`
    ///   returns a row that does not exist (the delegate was asked, nothing else happened).
    public func selectRow(at indexPath: IndexPath, fileID: String = #fileID, line: Int = #line, column: Int = #column) throws(Fleet.TableViewError) {
        try Fleet.calling(fileID, line, column) { () throws(Fleet.TableViewError) in
            let attempt = "Cannot select \(fleetDescribe(indexPath)) of \(description)"
            guard dataSource != nil else {
                throw fleetNoDataSource(attempt, toDo: "select cell row")
            }
            if isEditing, !allowsSelectionDuringEditing {
                throw Fleet.TableViewError(
                    kind: .selectionNotAllowed,
                    attempted: attempt, reason: "Interaction with \(fleetDescribe(indexPath)) rejected: Table view does not allow selection during editing", remedy: "Set allowsSelectionDuringEditing = true or end editing")
            }
            if !isEditing, !allowsSelection {
                throw Fleet.TableViewError(
                    kind: .selectionNotAllowed,
                    attempted: attempt, reason: "Interaction with \(fleetDescribe(indexPath)) rejected: Table view does not allow selection", remedy: "Set allowsSelection = true")
            }
            try fleetValidate(indexPath, attempt: attempt)
            // The one rule of a tap by index path, as for collection views: the touch must reach
            // the table (the row itself may be scrolled out; docs/declines.md).
            if let problem = touchProblem {
                throw Fleet.TableViewError(unreachable: problem, attempted: attempt, noun: "Table view")
            }

            // The finger goes down and up: the row highlights (unless the delegate declines,
            // which ignores the tap), then the selection runs, as in UIKit.
            if let delegate = tableDelegate, !delegate.tableView(self, shouldHighlightRowAt: indexPath) { return }
            let cell = cellForRow(at: indexPath)
            cell?.setHighlighted(true, animated: false)
            tableDelegate?.tableView(self, didHighlightRowAt: indexPath)
            cell?.setHighlighted(false, animated: false)
            tableDelegate?.tableView(self, didUnhighlightRowAt: indexPath)

            let selected = indexPathsForSelectedRows ?? []
            if allowsMultipleSelection, selected.contains(indexPath) {
                fleetToggleOff(indexPath)
                return
            }

            var target = indexPath
            if let delegate = tableDelegate {
                guard let redirected = delegate.tableView(self, willSelectRowAt: indexPath) else { return }
                if redirected != indexPath, !isValid(redirected) {
                    throw Fleet.TableViewError(
                        kind: .redirectedToMissingRow,
                        attempted: attempt, reason: "The delegate's tableView(_:willSelectRowAt:) redirected the selection to \(fleetDescribe(redirected)), which does not exist", remedy: "Return an existing index path, or nil to cancel")
                }
                target = redirected
            }

            if !allowsMultipleSelection {
                for old in selected where old != target {
                    fleetDeselectForReplacement(old)
                }
            }
            selectRow(at: target, animated: false, scrollPosition: .none)
            fleetPostSelectionChange()
            tableDelegate?.tableView(self, didSelectRowAt: target)
        }
    }

    /// Single selection: the old row leaves the selection because another row is selected.
    private func fleetDeselectForReplacement(_ old: IndexPath) {
        var reported = old
        if let delegate = tableDelegate {
            guard let redirected = delegate.tableView(self, willDeselectRowAt: old) else {
                // Vetoed: no callbacks; the old row is replaced when the new one is selected.
                return
            }
            reported = redirected
        }
        if reported != old, indexPathsForSelectedRows?.contains(reported) == true {
            deselectRow(at: reported, animated: false)
        }
        deselectRow(at: old, animated: false)
        fleetPostSelectionChange()
        tableDelegate?.tableView(self, didDeselectRowAt: reported)
    }

    /// Multiple selection: tapping a selected row deselects it (or the row the delegate names).
    private func fleetToggleOff(_ indexPath: IndexPath) {
        var target = indexPath
        if let delegate = tableDelegate {
            guard let redirected = delegate.tableView(self, willDeselectRowAt: indexPath) else { return }
            target = redirected
        }
        guard indexPathsForSelectedRows?.contains(target) == true else { return }
        deselectRow(at: target, animated: false)
        fleetPostSelectionChange()
        tableDelegate?.tableView(self, didDeselectRowAt: target)
    }

    private func fleetPostSelectionChange() {
        NotificationCenter.default.post(name: TableView.selectionDidChangeNotification, object: self)
    }
}
