import Foundation

/// Items in lines, like `UICollectionViewFlowLayout`. Each section starts after its header
/// (`headerReferenceSize`) and `sectionInset`; items fill a line in order, `minimumInteritemSpacing`
/// apart, while they fit between the insets (at least one per line); lines are
/// `minimumLineSpacing` apart and as tall as their tallest item, which are centred across the
/// line, as in UIKit. Sizes, insets and spacings come from the delegate's
/// `CollectionViewDelegateFlowLayout` methods when it has them, else from these properties.
/// Vertical scrolling runs lines down the screen; horizontal runs them across.
///
/// UIKit spreads a line's spare room between its items; the model keeps the minimum spacing,
/// so positions are easy to predict in a test (docs/collections.md).
@preconcurrency @MainActor
open class CollectionViewFlowLayout: CollectionViewLayout {
    /// Creates a flow layout with UIKit's defaults.
    public override init() { super.init() }

    /// Creates a flow layout as a storyboard does.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The size of every item, unless the delegate says otherwise (50 × 50, as in UIKit).
    open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
    /// The space between lines (10 by default).
    open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// The space between items of a line (10 by default).
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// The margins of each section (none by default).
    open var sectionInset: EdgeInsets = .zero { didSet { invalidateLayout() } }
    /// Which way content scrolls: lines run down (`.vertical`) or across (`.horizontal`).
    open var scrollDirection = ScrollDirection.vertical { didSet { invalidateLayout() } }
    /// The size of section headers (the height when scrolling vertically, the width otherwise).
    open var headerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
    /// The size of section footers.
    open var footerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
    /// A guess of item sizes (stored).
    open var estimatedItemSize: CGSize = .zero
    /// Whether headers stick to the top while their section scrolls (stored).
    open var sectionHeadersPinToVisibleBounds = false
    /// Whether footers stick to the bottom (stored).
    open var sectionFootersPinToVisibleBounds = false
    /// What section insets are measured from (stored).
    open var sectionInsetReference: SectionInsetReference = .fromContentInset
    /// The size that asks cells for theirs (`UICollectionViewFlowLayout.automaticSize`).
    public nonisolated static let automaticSize = CGSize(width: Double.greatestFiniteMagnitude, height: Double.greatestFiniteMagnitude)

    /// Flow layout directions (`UICollectionView.ScrollDirection`).
    public enum ScrollDirection: Int, Hashable, Sendable {
        /// Lines run across; content scrolls up and down.
        case vertical
        /// Lines run down; content scrolls sideways.
        case horizontal
    }

    /// What section insets are measured from (`UICollectionViewFlowLayout.SectionInsetReference`).
    public enum SectionInsetReference: Int, Hashable, Sendable {
        /// The content inset.
        case fromContentInset
        /// The safe area.
        case fromSafeArea
        /// The layout margins.
        case fromLayoutMargins
    }

    /// How many items of `itemSize` one line holds in a collection view `width` wide (at least one).
    public func itemsPerLine(inWidth width: CGFloat) -> Int {
        let room = width - sectionInset.left - sectionInset.right
        let step = itemSize.width + minimumInteritemSpacing
        guard step > 0 else { return 1 }
        return max(1, Int(((room + minimumInteritemSpacing) / step).rounded(.down)))
    }

    // MARK: Layout

    private var frames = FlowFrames()

    /// Lays out every section: the frames of items, headers and footers, and the content size.
    open override func prepare() {
        super.prepare()
        frames = collectionView.map { FlowFrames(layout: self, collectionView: $0) } ?? FlowFrames()
    }

    /// The laid-out content's size.
    open override var collectionViewContentSize: CGSize {
        collectionView?.layoutForQuery()
        return frames.contentSize
    }

    /// The items, headers and footers meeting `rect`, in section order.
    open override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        collectionView?.layoutForQuery()
        return frames.elements(in: rect)
    }

    /// The item's attributes; nil for an item that does not exist.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        collectionView?.layoutForQuery()
        return frames.item(at: indexPath)
    }

    /// A header's or footer's attributes, when it has a size.
    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        collectionView?.layoutForQuery()
        return frames.supplementary(ofKind: elementKind, section: indexPath.section)
    }

    /// A change of width (vertical) or height (horizontal) needs a new layout.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let old = collectionView?.bounds else { return true }
        return scrollDirection == .vertical ? old.width != newBounds.width : old.height != newBounds.height
    }
}
