import Foundation
import LarkUI

extension TableViewCell {
    /// Taps the cell as a user would: a touch must reach it (`View.touchProblem`), then its row is
    /// selected through its table view's `selectRow(at:)`, with every callback that fires. Pairs
    /// with a query: `try window.find(TableViewCell.self, where: .text("Milk")).tap()`.
    ///
    /// - Throws: `Fleet.TableViewError`: `.cellNotInTable` when no table view shows this cell,
    ///   the touch kinds when a touch would not reach it, and `selectRow(at:)`'s errors.
    public func tap(fileID: String = #fileID, line: Int = #line, column: Int = #column) throws(Fleet.TableViewError) {
        try Fleet.calling(fileID, line, column) { () throws(Fleet.TableViewError) in
            let attempt = "Cannot tap \(description)"
            guard let table = ancestors.lazy.compactMap({ $0 as? TableView }).first, let indexPath = table.indexPath(for: self) else {
                throw Fleet.TableViewError(
                    kind: .cellNotInTable, attempted: attempt, reason: "No table view shows this cell",
                    remedy: "Tap a cell the table produced (cellForRow(at:), or find it on screen)")
            }
            if let problem = touchProblem {
                throw Fleet.TableViewError(unreachable: problem, attempted: attempt, noun: "Cell")
            }
            try table.selectRow(at: indexPath)
        }
    }
}
