import Foundation
import LarkUI

extension CollectionView {
    /// The cell the collection view shows for the item at `indexPath`: the model's
    /// `cellForItem(at:)`, which asks the data source the first time and returns the same cell
    /// until `reloadData()`. Works for items outside the visible area too.
    ///
    /// - Throws: `Fleet.CollectionViewError` (`.noDataSource`, `.malformedIndexPath`,
    ///   `.noSuchSection`, `.noSuchItem`; negative indices are rejected).
    public func fetchCell(at indexPath: IndexPath, fileID: String = #fileID, line: Int = #line, column: Int = #column) throws(Fleet.CollectionViewError) -> CollectionViewCell {
        try Fleet.calling(fileID, line, column) { () throws(Fleet.CollectionViewError) -> CollectionViewCell in try fleetFetchCell(at: indexPath) }
    }

    /// `fetchCell(at:)`, checking that the cell is a `T` (subclasses count).
    ///
    /// - Throws: the errors of `fetchCell(at:)`, and `.wrongCellType` naming the found and the
    ///   wanted type.
    public func fetchCell<T: CollectionViewCell>(at indexPath: IndexPath, asType type: T.Type, fileID: String = #fileID, line: Int = #line, column: Int = #column) throws(Fleet.CollectionViewError) -> T {
        try Fleet.calling(fileID, line, column) { () throws(Fleet.CollectionViewError) -> T in try fleetFetchCell(at: indexPath, as: T.self) }
    }
}
