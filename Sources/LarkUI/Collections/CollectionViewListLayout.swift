import Foundation

/// A list: one full-width row per item, like a collection view laid out with
/// `UICollectionLayoutListConfiguration`, whose rows may have swipe actions.
@preconcurrency @MainActor
open class CollectionViewListLayout: CollectionViewCompositionalLayout {
    /// The configuration it was made from (`list(using:)`), if any.
    public internal(set) var listConfiguration: CollectionLayoutListConfiguration?

    /// The height of every row (44 by default).
    open var rowHeight: CGFloat = 44

    /// The swipe actions on a row's trailing side; nil for none, as UIKit's
    /// `trailingSwipeActionsConfigurationProvider`.
    open var trailingSwipeActionsConfigurationProvider: (@MainActor (IndexPath) -> SwipeActionsConfiguration?)?

    /// The swipe actions on a row's leading side; nil for none.
    open var leadingSwipeActionsConfigurationProvider: (@MainActor (IndexPath) -> SwipeActionsConfiguration?)?

    /// A list layout: rows of `rowHeight`, no spacing.
    public override init() {
        super.init()
        minimumLineSpacing = 0
        minimumInteritemSpacing = 0
    }

    /// A list layout, as a storyboard makes one.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        minimumLineSpacing = 0
        minimumInteritemSpacing = 0
    }

    /// The collection view's width by `rowHeight`; setting it sets `rowHeight`.
    open override var itemSize: CGSize {
        get { CGSize(width: max(0, collectionView?.bounds.width ?? 0), height: rowHeight) }
        set { rowHeight = newValue.height }
    }
}
