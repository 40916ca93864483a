import Foundation

/// A collection view cell styled as a list row, like `UICollectionViewListCell`: set its
/// `contentConfiguration` (from `defaultContentConfiguration()`) and the texts and image show
/// in a `ListContentView` filling its content view.
@preconcurrency @MainActor
open class CollectionViewListCell: CollectionViewCell {
    /// An empty list configuration.
    open func defaultContentConfiguration() -> ListContentConfiguration { ListContentConfiguration() }
}
