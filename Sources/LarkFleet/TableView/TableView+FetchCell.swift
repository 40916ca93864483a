import Foundation
import LarkUI

extension TableView {
    /// The cell the table shows for the row at `indexPath`: the model's `cellForRow(at:)`, which
    /// asks the data source the first time and returns the same cell until `reloadData()`, so
    /// the test sees the cell the user would.
    ///
    /// - Throws: `Fleet.TableViewError` (`.noDataSource`, `.malformedIndexPath`, `.noSuchSection`,
    ///   `.noSuchRow`; negative indices are rejected).
    public func fetchCell(at indexPath: IndexPath, fileID: String = #fileID, line: Int = #line, column: Int = #column) throws(Fleet.TableViewError) -> TableViewCell {
        try Fleet.calling(fileID, line, column) { () throws(Fleet.TableViewError) -> TableViewCell in try fleetFetchCell(at: indexPath) }
    }

    /// `fetchCell(at:)`, checking that the cell is a `T` (subclasses count).
    ///
    /// - Throws: the errors of `fetchCell(at:)`, and `.wrongCellType` naming the found and the
    ///   wanted type.
    public func fetchCell<T: TableViewCell>(at indexPath: IndexPath, asType type: T.Type, fileID: String = #fileID, line: Int = #line, column: Int = #column) throws(Fleet.TableViewError) -> T {
        try Fleet.calling(fileID, line, column) { () throws(Fleet.TableViewError) -> T in try fleetFetchCell(at: indexPath, as: T.self) }
    }
}
