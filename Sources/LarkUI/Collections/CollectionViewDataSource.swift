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
}

extension CollectionViewDataSource {
    /// Default: 1.
    public func numberOfSections(in collectionView: CollectionView) -> Int {
        OptionalMethod.defaultUsed()
        return 1
    }
}
