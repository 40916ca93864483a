import Foundation

/// Takes part in a table view's selection and editing, like `UITableViewDelegate`. Every method
/// is optional, with UIKit's defaults: will-select and will-deselect return the proposed index
/// path, edit actions and swipe configurations are nil, the rest do nothing.
///
/// The model's programmatic `selectRow`/`deselectRow` call none of these (as in UIKit); whoever
/// acts for the user does. Use `OptionalMethod.call` to learn whether a method is implemented.
@preconcurrency @MainActor
public protocol TableViewDelegate: ScrollViewDelegate {
    /// The row to select instead of `indexPath`, or nil to refuse. Default: `indexPath`.
    func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
    /// A row was selected. Default: nothing.
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath)
    /// The row to deselect instead of `indexPath`, or nil to refuse. Default: `indexPath`.
    func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?
    /// A row was deselected. Default: nothing.
    func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath)
    /// The swipe actions of a row (pre-iOS 11 API). Default: nil.
    func tableView(_ tableView: TableView, editActionsForRowAt indexPath: IndexPath) -> [TableViewRowAction]?
    /// The trailing swipe actions of a row. Default: nil.
    func tableView(_ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration?
    /// The leading swipe actions of a row. Default: nil.
    func tableView(_ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration?
    /// Swipe editing of a row is about to begin. Default: nothing.
    func tableView(_ tableView: TableView, willBeginEditingRowAt indexPath: IndexPath)
    /// Swipe editing of a row ended. Default: nothing.
    func tableView(_ tableView: TableView, didEndEditingRowAt indexPath: IndexPath?)
    /// Whether a row highlights when touched. Default: true.
    func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
    /// A section's header view, placed on screen in the header's place. Default: nil.
    func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View?
    /// A section's footer view, placed on screen in the footer's place. Default: nil.
    func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View?
    /// A section header's height (wins over `sectionHeaderHeight`). Default: automatic.
    func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat
    /// A section footer's height (wins over `sectionFooterHeight`). Default: automatic.
    func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat
    /// A row's height (wins over `rowHeight`; `automaticDimension` sizes the row by its cell).
    /// Default: `rowHeight`.
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    /// A row's estimated height, used for a self-sizing row until its cell is measured.
    /// Default: automatic.
    func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat
    /// A cell is about to show.
    func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath)
    /// A cell left the screen.
    func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath)
    /// A row's accessory (detail) button was tapped.
    func tableView(_ tableView: TableView, accessoryButtonTappedForRowWith indexPath: IndexPath)
    /// Called after a row highlighted under a finger.
    func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath)
    /// Called after a row's highlight went away.
    func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath)
    /// The editing control of a row. Default: `.delete` for editable rows.
    func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath) -> TableViewCell.EditingStyle
    /// The delete confirmation button's title. Default: "Delete".
    func tableView(_ tableView: TableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String?
    /// Whether a row indents while editing. Default: true.
    func tableView(_ tableView: TableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool
    /// A row's indentation level. Default: 0.
    func tableView(_ tableView: TableView, indentationLevelForRowAt indexPath: IndexPath) -> Int
    /// Where a row being moved may go. Default: where the user drops it.
    func tableView(_ tableView: TableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath, toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath
    /// Called before a header view shows.
    func tableView(_ tableView: TableView, willDisplayHeaderView view: View, forSection section: Int)
    /// Called before a footer view shows.
    func tableView(_ tableView: TableView, willDisplayFooterView view: View, forSection section: Int)
    /// Called after a header view left the screen.
    func tableView(_ tableView: TableView, didEndDisplayingHeaderView view: View, forSection section: Int)
    /// Called after a footer view left the screen.
    func tableView(_ tableView: TableView, didEndDisplayingFooterView view: View, forSection section: Int)
    /// A header's estimated height. Default: automatic.
    func tableView(_ tableView: TableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat
    /// A footer's estimated height. Default: automatic.
    func tableView(_ tableView: TableView, estimatedHeightForFooterInSection section: Int) -> CGFloat
    /// Whether a two-finger pan may start multiple selection. Default: false.
    func tableView(_ tableView: TableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath) -> Bool
    /// Whether moving focus selects the row. Default: the table's `selectionFollowsFocus`.
    func tableView(_ tableView: TableView, selectionFollowsFocusForRowAt indexPath: IndexPath) -> Bool
    /// The context menu of a row, asked when a user long-presses it at `point`. Default: nil.
    func tableView(_ tableView: TableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint) -> ContextMenuConfiguration?

}

extension TableViewDelegate {
    /// Default: `indexPath`.
    public func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        OptionalMethod.defaultUsed()
        return indexPath
    }

    /// Default: does nothing.
    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        OptionalMethod.defaultUsed()
    }

    /// Default: `indexPath`.
    public func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        OptionalMethod.defaultUsed()
        return indexPath
    }

    /// Default: does nothing.
    public func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {
        OptionalMethod.defaultUsed()
    }

    /// Default: nil.
    public func tableView(_ tableView: TableView, editActionsForRowAt indexPath: IndexPath) -> [TableViewRowAction]? {
        OptionalMethod.defaultUsed()
        return nil
    }

    /// Default: nil.
    public func tableView(_ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration? {
        OptionalMethod.defaultUsed()
        return nil
    }

    /// Default: nil.
    public func tableView(_ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration? {
        OptionalMethod.defaultUsed()
        return nil
    }

    /// Default: does nothing.
    public func tableView(_ tableView: TableView, willBeginEditingRowAt indexPath: IndexPath) {
        OptionalMethod.defaultUsed()
    }

    /// Default: does nothing.
    public func tableView(_ tableView: TableView, didEndEditingRowAt indexPath: IndexPath?) {
        OptionalMethod.defaultUsed()
    }

    /// Default: true.
    public func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        OptionalMethod.defaultUsed()
        return true
    }

    /// Default: nil.
    public func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
        OptionalMethod.defaultUsed()
        return nil
    }

    /// Default: nil.
    public func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? {
        OptionalMethod.defaultUsed()
        return nil
    }

    /// Default: automatic.
    public func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat {
        OptionalMethod.defaultUsed()
        return TableView.automaticDimension
    }

    /// Default: automatic.
    public func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat {
        OptionalMethod.defaultUsed()
        return TableView.automaticDimension
    }

    /// Default: the table's `rowHeight`.
    public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        OptionalMethod.defaultUsed()
        return tableView.rowHeight
    }

    /// Default: automatic.
    public func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        OptionalMethod.defaultUsed()
        return TableView.automaticDimension
    }

    /// Default: does nothing.
    public func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {
        OptionalMethod.defaultUsed()
    }

    /// Default: does nothing.
    public func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath) {
        OptionalMethod.defaultUsed()
    }

    /// Default: does nothing.
    public func tableView(_ tableView: TableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
        OptionalMethod.defaultUsed()
    }

    /// Default: does nothing.
    public func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath) {
        OptionalMethod.defaultUsed()
    }

    /// Default: does nothing.
    public func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath) {
        OptionalMethod.defaultUsed()
    }

    /// Default: `.delete`.
    public func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath) -> TableViewCell.EditingStyle {
        OptionalMethod.defaultUsed()
        return .delete
    }

    /// Default: "Delete".
    public func tableView(_ tableView: TableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? {
        OptionalMethod.defaultUsed()
        return "Delete"
    }

    /// Default: true.
    public func tableView(_ tableView: TableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool {
        OptionalMethod.defaultUsed()
        return true
    }

    /// Default: 0.
    public func tableView(_ tableView: TableView, indentationLevelForRowAt indexPath: IndexPath) -> Int {
        OptionalMethod.defaultUsed()
        return 0
    }

    /// Default: the proposed index path.
    public func tableView(_ tableView: TableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath, toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath {
        OptionalMethod.defaultUsed()
        return proposedDestinationIndexPath
    }

    /// Default: does nothing.
    public func tableView(_ tableView: TableView, willDisplayHeaderView view: View, forSection section: Int) {
        OptionalMethod.defaultUsed()
    }

    /// Default: does nothing.
    public func tableView(_ tableView: TableView, willDisplayFooterView view: View, forSection section: Int) {
        OptionalMethod.defaultUsed()
    }

    /// Default: does nothing.
    public func tableView(_ tableView: TableView, didEndDisplayingHeaderView view: View, forSection section: Int) {
        OptionalMethod.defaultUsed()
    }

    /// Default: does nothing.
    public func tableView(_ tableView: TableView, didEndDisplayingFooterView view: View, forSection section: Int) {
        OptionalMethod.defaultUsed()
    }

    /// Default: automatic.
    public func tableView(_ tableView: TableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat {
        OptionalMethod.defaultUsed()
        return TableView.automaticDimension
    }

    /// Default: automatic.
    public func tableView(_ tableView: TableView, estimatedHeightForFooterInSection section: Int) -> CGFloat {
        OptionalMethod.defaultUsed()
        return TableView.automaticDimension
    }

    /// Default: false.
    public func tableView(_ tableView: TableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath) -> Bool {
        OptionalMethod.defaultUsed()
        return false
    }

    /// Default: false.
    public func tableView(_ tableView: TableView, selectionFollowsFocusForRowAt indexPath: IndexPath) -> Bool {
        OptionalMethod.defaultUsed()
        return false
    }

    /// Default: nil.
    public func tableView(_ tableView: TableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint) -> ContextMenuConfiguration? {
        OptionalMethod.defaultUsed()
        return nil
    }

}
