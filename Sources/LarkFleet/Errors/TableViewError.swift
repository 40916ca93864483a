import Foundation

extension Fleet {
    /// Thrown by `TableView.selectRow(at:)`, `fetchCell(at:)`, `fetchCell(at:asType:)`,
    /// `selectCellAction(withTitle:at:)` and `TableViewCell.tap()`. Nothing changed when it is
    /// thrown.
    public typealias TableViewError = Refusal<TableViewErrorKind>

    /// Why the table view refused.
    public enum TableViewErrorKind: RefusalKind {
        /// The table view has no data source.
        case noDataSource
        /// `allowsSelection` (or, while editing, `allowsSelectionDuringEditing`) is false.
        case selectionNotAllowed
        /// The index path is not a row index path (it does not have exactly two indices).
        case malformedIndexPath
        /// The section does not exist (negative or past the end).
        case noSuchSection
        /// The row does not exist in its section (negative or past the end).
        case noSuchRow
        /// The delegate's `willSelectRowAt` redirected to a row that does not exist.
        case redirectedToMissingRow
        /// The cell is not of the requested type.
        case wrongCellType
        /// The table view has no delegate (needed for edit actions).
        case noDelegate
        /// The delegate implements neither `editActionsForRowAt` nor a swipe-actions configuration method.
        case editActionsNotProvided
        /// The data source's `canEditRowAt` returned false for the row.
        case rowNotEditable
        /// The row has no edit action with that title.
        case noSuchEditAction
        /// `TableViewCell.tap()`: the cell is not one its table view shows.
        case cellNotInTable
        /// A touch would not reach the view (the same reasons in every family).
        case unreachable(Unreachable)

        /// `"Fleet.TableViewError"`.
        public static var errorName: String { "Fleet.TableViewError" }
    }
}
