import Foundation

/// How a collection view places its elements, like `UICollectionViewLayout`: subclass it and
/// override `prepare()`, `collectionViewContentSize`, `layoutAttributesForElements(in:)` and
/// `layoutAttributesForItem(at:)`, as in UIKit; the model's collection view asks them for the
/// cells on screen, their frames and the content size. `CollectionViewFlowLayout` is the
/// ready-made grid.
///
/// `prepare()` runs before the first query after `invalidateLayout()`, after `reloadData()` and
/// other updates, and when the collection view's size changes (or its origin, when
/// `shouldInvalidateLayout(forBoundsChange:)` says so).
@preconcurrency @MainActor
open class CollectionViewLayout {
    /// Creates a layout.
    public init() {}

    /// Creates a layout as a storyboard does (nothing is decoded).
    public required init?(coder: NSCoder) {}

    /// The collection view using this layout (set when the collection view takes it).
    public internal(set) weak var collectionView: CollectionView?

    /// Computes what the queries below will answer; called before them when needed.
    open func prepare() {}

    /// The size of the whole content.
    open var collectionViewContentSize: CGSize { .zero }

    /// The attributes of every element meeting `rect`.
    open func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? { nil }

    /// The attributes of the item at `indexPath`: by default the one
    /// `layoutAttributesForElements(in:)` gives for the whole content.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        let everything = CGRect(origin: CGPoint(x: -1e9, y: -1e9), size: CGSize(width: 2e9, height: 2e9))
        return layoutAttributesForElements(in: everything)?.first { $0.representedElementCategory == .cell && $0.indexPath == indexPath }
    }

    /// The attributes of the item at `indexPath` while the user drags it to `position`: a copy of
    /// its attributes (new ones of `layoutAttributesClass` when it has none) centred on
    /// `position`. UIKit documents no more of its default; the model keeps the other parts as
    /// they were. The model has no interactive moves, so only subclasses call it.
    open func layoutAttributesForInteractivelyMovingItem(at indexPath: IndexPath, withTargetPosition position: CGPoint) -> CollectionViewLayoutAttributes {
        let attributesClass = type(of: self).layoutAttributesClass as? CollectionViewLayoutAttributes.Type ?? CollectionViewLayoutAttributes.self
        let attributes = layoutAttributesForItem(at: indexPath)?.copy() as? CollectionViewLayoutAttributes ?? attributesClass.init(forCellWith: indexPath)
        attributes.center = position
        return attributes
    }

    /// The attributes of a supplementary view.
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> CollectionViewLayoutAttributes? { nil }

    /// The attributes of a decoration view.
    open func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> CollectionViewLayoutAttributes? { nil }

    /// Whether a change of the bounds' origin (a scroll) needs a new `prepare()`; false by default.
    /// A change of size always does.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// Invalidates everything: `invalidateLayout(with:)` with a context whose
    /// `invalidateEverything` is true, as UIKit does.
    open func invalidateLayout() {
        let context = Self.makeInvalidationContext()
        context.invalidateEverything = true
        context.invalidateDataSourceCounts = true
        invalidateLayout(with: context)
    }

    /// Marks the layout as needing `prepare()` before the next query (the model prepares the
    /// whole layout again, whatever `context` names).
    open func invalidateLayout(with context: CollectionViewLayoutInvalidationContext) {
        needsPrepare = true
    }

    /// The context class this layout's invalidations use.
    open class var invalidationContextClass: AnyClass { CollectionViewLayoutInvalidationContext.self }

    /// The context for a bounds change that `shouldInvalidateLayout(forBoundsChange:)` accepted.
    open func invalidationContext(forBoundsChange newBounds: CGRect) -> CollectionViewLayoutInvalidationContext {
        Self.makeInvalidationContext()
    }

    /// Whether a cell's self-sized attributes need a new layout: false by default.
    open func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: CollectionViewLayoutAttributes,
                                     withOriginalAttributes originalAttributes: CollectionViewLayoutAttributes) -> Bool { false }

    /// An instance of `invalidationContextClass` (the base class if that is not a context).
    private static func makeInvalidationContext() -> CollectionViewLayoutInvalidationContext {
        (invalidationContextClass as? CollectionViewLayoutInvalidationContext.Type)?.init() ?? CollectionViewLayoutInvalidationContext()
    }

    /// Where a scroll that would end at `proposedContentOffset` ends: there, by default.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    /// Where the content offset goes after a layout change: where proposed, by default.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint { proposedContentOffset }

    /// The attributes class this layout makes (stored for subclasses to use).
    open class var layoutAttributesClass: AnyClass { CollectionViewLayoutAttributes.self }

    /// Registers a decoration view class (the model shows no decoration views).
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {}

    /// Called before an update's changes are laid out.
    open func prepare(forCollectionViewUpdates updateItems: [CollectionViewUpdateItem]) {}
    /// Called after an update's changes were laid out.
    open func finalizeCollectionViewUpdates() {}
    /// Where an appearing item starts (none: it appears in place).
    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> CollectionViewLayoutAttributes? { nil }
    /// Where a disappearing item ends (none: it disappears in place).
    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> CollectionViewLayoutAttributes? { nil }
    /// The supplementary views of `elementKind` an update inserts (none by default, as in UIKit;
    /// the model animates no updates, so only subclasses call it).
    open func indexPathsToInsertForSupplementaryView(ofKind elementKind: String) -> [IndexPath] { [] }
    /// The supplementary views of `elementKind` an update deletes (none by default).
    open func indexPathsToDeleteForSupplementaryView(ofKind elementKind: String) -> [IndexPath] { [] }
    /// The decoration views of `elementKind` an update inserts (none by default).
    open func indexPathsToInsertForDecorationView(ofKind elementKind: String) -> [IndexPath] { [] }
    /// The decoration views of `elementKind` an update deletes (none by default).
    open func indexPathsToDeleteForDecorationView(ofKind elementKind: String) -> [IndexPath] { [] }
    /// Whether the layout mirrors under right-to-left (false).
    open var flipsHorizontallyInOppositeLayoutDirection: Bool { false }
    /// The direction the layout was written for.
    open var developmentLayoutDirection: UserInterfaceLayoutDirection { .leftToRight }

    private var needsPrepare = true
    private var preparedBounds: CGRect?

    /// Runs `prepare()` if the layout was invalidated or the collection view's bounds changed
    /// in a way that needs it; every query of the collection view starts here.
    func prepareIfNeeded() {
        guard let collectionView else { return }
        let bounds = collectionView.bounds
        if let preparedBounds, preparedBounds != bounds {
            if preparedBounds.size != bounds.size {
                needsPrepare = true
            } else if shouldInvalidateLayout(forBoundsChange: bounds) {
                invalidateLayout(with: invalidationContext(forBoundsChange: bounds))
            }
        }
        guard needsPrepare else { return }
        needsPrepare = false
        preparedBounds = bounds
        prepare()
    }
}

/// One change of a batch update, as `prepare(forCollectionViewUpdates:)` receives it
/// (`UICollectionViewUpdateItem`).
public final class CollectionViewUpdateItem: Sendable {
    /// The kind of change (`UICollectionViewUpdateItem.Action`).
    public enum Action: Int, Hashable, Sendable {
        /// Inserted.
        case insert
        /// Deleted.
        case delete
        /// Reloaded.
        case reload
        /// Moved.
        case move
        /// None.
        case none
    }

    /// The index path before the change.
    public let indexPathBeforeUpdate: IndexPath?
    /// The index path after the change.
    public let indexPathAfterUpdate: IndexPath?
    /// The change.
    public let updateAction: Action

    init(before: IndexPath?, after: IndexPath?, action: Action) {
        indexPathBeforeUpdate = before
        indexPathAfterUpdate = after
        updateAction = action
    }
}
