import Foundation

// Item and section updates: each reloads the collection view from its data source at once, as
// the table's do (docs/uikit-module.md).
extension CollectionView {
    /// Items were inserted in the data source: the collection view reloads.
    public func insertItems(at indexPaths: [IndexPath]) { reloadData() }
    /// Items were deleted: the collection view reloads.
    public func deleteItems(at indexPaths: [IndexPath]) { reloadData() }
    /// Items changed: the collection view reloads.
    public func reloadItems(at indexPaths: [IndexPath]) { reloadData() }
    /// Items changed in place: the collection view reloads.
    public func reconfigureItems(at indexPaths: [IndexPath]) { reloadData() }
    /// An item moved: the collection view reloads.
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) { reloadData() }
    /// Sections were inserted: the collection view reloads.
    public func insertSections(_ sections: IndexSet) { reloadData() }
    /// Sections were deleted: the collection view reloads.
    public func deleteSections(_ sections: IndexSet) { reloadData() }
    /// Sections changed: the collection view reloads.
    public func reloadSections(_ sections: IndexSet) { reloadData() }
    /// Runs `updates`, reloads, then calls `completion` with `true`.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        updates?()
        reloadData()
        completion?(true)
    }
}
