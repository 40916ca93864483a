import Foundation

// Row and section updates. The model keeps no copy of the rows, so each update reloads the
// table from its data source at once (nothing animates); UIKit's consistency check between
// the old counts, the changes and the new counts is not made (docs/uikit-module.md).
extension TableView {
    /// How row changes animate (`UITableView.RowAnimation`); recorded by the caller only.
    public enum RowAnimation: Int, Hashable, Sendable {
        /// Fade.
        case fade
        /// Slide right.
        case right
        /// Slide left.
        case left
        /// Slide from the top.
        case top
        /// Slide from the bottom.
        case bottom
        /// No animation.
        case none
        /// Slide from the middle.
        case middle
        /// The system's choice.
        case automatic = 100
    }

    /// Rows were inserted in the data source: the table reloads.
    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) { reloadData() }
    /// Rows were deleted from the data source: the table reloads.
    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) { reloadData() }
    /// Rows changed in the data source: the table reloads.
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) { reloadData() }
    /// A row moved in the data source: the table reloads.
    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) { reloadData() }
    /// Sections were inserted: the table reloads.
    public func insertSections(_ sections: IndexSet, with animation: RowAnimation) { reloadData() }
    /// Sections were deleted: the table reloads.
    public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) { reloadData() }
    /// Sections changed: the table reloads.
    public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) { reloadData() }
    /// A section moved: the table reloads.
    public func moveSection(_ section: Int, toSection newSection: Int) { reloadData() }
    /// Starts a group of updates (each already applied at once).
    public func beginUpdates() {}
    /// Ends a group of updates: the heights are asked again and self-sizing cells measured
    /// again, as UIKit does (the way apps make a row change its height in place).
    public func endUpdates() {
        measuredRowHeights.removeAll()
        invalidateRowLayout()
        reframeProducedCells()
    }
    /// Runs `updates`, reloads, then calls `completion` with `true`.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        updates?()
        reloadData()
        completion?(true)
    }
}
