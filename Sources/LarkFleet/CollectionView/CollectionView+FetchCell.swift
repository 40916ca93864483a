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
        try Fleet.calling(fileID, line, column) { () throws(Fleet.CollectionViewError) -> CollectionViewCell in
            try fleetValidate(indexPath, attempt: "Cannot fetch the cell at \(fleetDescribe(indexPath)) of \(description)", toDo: "fetch cells")
            return cellForItem(at: indexPath) ?? dataSource!.collectionView(self, cellForItemAt: indexPath)
        }
    }

    /// `fetchCell(at:)`, checking that the cell is a `T` (subclasses count).
    ///
    /// - Throws: the errors of `fetchCell(at:)`, and `.wrongCellType` naming the found and the
    ///   wanted type.
    public func fetchCell<T: CollectionViewCell>(at indexPath: IndexPath, asType type: T.Type, fileID: String = #fileID, line: Int = #line, column: Int = #column) throws(Fleet.CollectionViewError) -> T {
        try Fleet.calling(fileID, line, column) { () throws(Fleet.CollectionViewError) -> T in
            let cell = try fetchCell(at: indexPath)
            guard let typed = cell as? T else { throw fleetWrongCellType(cell, at: indexPath, wanted: T.self) }
            return typed
        }
    }
}
