import Foundation

/// Drag-and-drop, prefetching and focus settings of collection and table views, stored for
/// code that sets them: the model has no drag sessions, prefetching or focus engine.
@preconcurrency @MainActor
public protocol CollectionViewDragDelegate: AnyObject {}
/// Receives drops on a collection view (`UICollectionViewDropDelegate`); stored only.
@preconcurrency @MainActor
public protocol CollectionViewDropDelegate: AnyObject {}
/// Prefetches data for items about to show (`UICollectionViewDataSourcePrefetching`).
@preconcurrency @MainActor
public protocol CollectionViewDataSourcePrefetching: AnyObject {
    /// Starts loading data for `indexPaths`.
    func collectionView(_ collectionView: CollectionView, prefetchItemsAt indexPaths: [IndexPath])
    /// Stops loading data for `indexPaths`.
    func collectionView(_ collectionView: CollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
}

extension CollectionViewDataSourcePrefetching {
    /// Does nothing by default.
    public func collectionView(_ collectionView: CollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {}
}

/// Provides drags from a table view (`UITableViewDragDelegate`); stored only.
@preconcurrency @MainActor
public protocol TableViewDragDelegate: AnyObject {}
/// Receives drops on a table view (`UITableViewDropDelegate`); stored only.
@preconcurrency @MainActor
public protocol TableViewDropDelegate: AnyObject {}
/// Prefetches data for rows about to show (`UITableViewDataSourcePrefetching`).
@preconcurrency @MainActor
public protocol TableViewDataSourcePrefetching: AnyObject {
    /// Starts loading data for `indexPaths`.
    func tableView(_ tableView: TableView, prefetchRowsAt indexPaths: [IndexPath])
    /// Stops loading data for `indexPaths`.
    func tableView(_ tableView: TableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])
}

extension TableViewDataSourcePrefetching {
    /// Does nothing by default.
    public func tableView(_ tableView: TableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {}
}
