import Foundation

/// Supplies a collection view's items, like `UICollectionViewDataSource`. The item count and the
/// cell are required; the number of sections is optional (1 by default, as in UIKit).
@preconcurrency @MainActor
public protocol CollectionViewDataSource: AnyObject {
    /// The number of items in `section`.
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int
    /// The cell for an item; usually from `dequeueReusableCell(withReuseIdentifier:for:)`.
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell
    /// The number of sections. Default: 1.
    func numberOfSections(in collectionView: CollectionView) -> Int
    /// The header, footer or other supplementary view at `indexPath`. Default: a plain reusable view.
    func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> CollectionReusableView
    /// Whether an item can be moved. Default: false.
    func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool
    /// Moves an item's data. Default: nothing.
    func collectionView(_ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
    /// The titles of the index. Default: nil.
    func indexTitles(for collectionView: CollectionView) -> [String]?
    /// The item an index title jumps to. Default: the first item.
    func collectionView(_ collectionView: CollectionView, indexPathForIndexTitle title: String, at index: Int) -> IndexPath

}

extension CollectionViewDataSource {
    /// Default: 1.
    public func numberOfSections(in collectionView: CollectionView) -> Int {
        OptionalMethod.defaultUsed()
        return 1
    }

    /// Default: a plain reusable view (UIKit requires the method when the layout has supplementary views).
    public func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> CollectionReusableView {
        OptionalMethod.defaultUsed()
        return CollectionReusableView(frame: .zero)
    }

    /// Default: false.
    public func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        OptionalMethod.defaultUsed()
        return false
    }

    /// Default: does nothing.
    public func collectionView(_ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        OptionalMethod.defaultUsed()
    }

    /// Default: nil.
    public func indexTitles(for collectionView: CollectionView) -> [String]? {
        OptionalMethod.defaultUsed()
        return nil
    }

    /// Default: the first item.
    public func collectionView(_ collectionView: CollectionView, indexPathForIndexTitle title: String, at index: Int) -> IndexPath {
        OptionalMethod.defaultUsed()
        return IndexPath(item: 0, section: 0)
    }

}
