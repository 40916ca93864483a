import Foundation

/// What a layout invalidation covers (`UICollectionViewLayoutInvalidationContext`). The model's
/// layouts prepare again as a whole whatever the context says; the context carries what a
/// subclass's `invalidateLayout(with:)` override reads.
@preconcurrency @MainActor
open class CollectionViewLayoutInvalidationContext {
    /// A context that invalidates only what is added to it.
    public required init() {}

    /// Whether everything is invalid: true when made by `invalidateLayout()`.
    open internal(set) var invalidateEverything = false
    /// Whether the numbers of sections and items are invalid too.
    open internal(set) var invalidateDataSourceCounts = false
    /// How far to move the content offset.
    open var contentOffsetAdjustment: CGPoint = .zero
    /// How much the content size changes.
    open var contentSizeAdjustment: CGSize = .zero
    /// The items added with `invalidateItems(at:)`, nil if none.
    open private(set) var invalidatedItemIndexPaths: [IndexPath]?
    /// The supplementary views added, by kind.
    open private(set) var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]?
    /// The decoration views added, by kind.
    open private(set) var invalidatedDecorationIndexPaths: [String: [IndexPath]]?

    /// Adds items to invalidate.
    open func invalidateItems(at indexPaths: [IndexPath]) {
        invalidatedItemIndexPaths = (invalidatedItemIndexPaths ?? []) + indexPaths
    }

    /// Adds supplementary views of `elementKind` to invalidate.
    open func invalidateSupplementaryElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        invalidatedSupplementaryIndexPaths = (invalidatedSupplementaryIndexPaths ?? [:]).merging([elementKind: indexPaths]) { $0 + $1 }
    }

    /// Adds decoration views of `elementKind` to invalidate.
    open func invalidateDecorationElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        invalidatedDecorationIndexPaths = (invalidatedDecorationIndexPaths ?? [:]).merging([elementKind: indexPaths]) { $0 + $1 }
    }
}
