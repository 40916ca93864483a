import Foundation

extension Fleet {
    /// Thrown by `CollectionView.selectItem(at:)`, `deselectItem(at:)`, `fetchCell(at:)`,
    /// `fetchCell(at:asType:)` and `CollectionViewCell.tap()`. Nothing changed and no delegate
    /// method ran when it is thrown.
    public typealias CollectionViewError = Refusal<CollectionViewErrorKind>

    /// Why the collection view refused.
    public enum CollectionViewErrorKind: RefusalKind {
        /// The collection view has no data source.
        case noDataSource
        /// The index path is not an item index path (it does not have exactly two indices).
        case malformedIndexPath
        /// The section does not exist (negative or past the end).
        case noSuchSection
        /// The item does not exist in its section (negative or past the end).
        case noSuchItem
        /// `allowsSelection` is false.
        case selectionNotAllowed
        /// `deselectItem(at:)`: the item is not selected.
        case notSelected
        /// `deselectItem(at:)`: the collection view allows single selection only, where a tap on
        /// the selected item does not deselect it.
        case singleSelection
        /// The cell is not of the requested type.
        case wrongCellType
        /// `CollectionViewCell.tap()`: the cell is not one its collection view shows.
        case cellNotInCollectionView
        /// A touch would not reach the view (the same reasons in every family).
        case unreachable(Unreachable)
        /// `selectCellAction(withTitle:at:)`: the layout is not a list (`CollectionViewListLayout`).
        case notAList
        /// `selectCellAction(withTitle:at:)`: the list gives the row no swipe actions.
        case swipeActionsNotProvided
        /// `selectCellAction(withTitle:at:)`: no swipe action of the row has that title.
        case noSuchSwipeAction

        /// `"Fleet.CollectionViewError"`.
        public static var errorName: String { "Fleet.CollectionViewError" }
    }
}
