import Foundation

/// The layout of a collection view, like `UICollectionViewLayout`. The model has one kind,
/// `CollectionViewFlowLayout`; subclass that to change its numbers.
@MainActor
open class CollectionViewLayout {
    /// Creates a layout.
    public init() {}

    /// The collection view using this layout (set when the collection view is created).
    public internal(set) weak var collectionView: CollectionView?
}

/// The frame of one item, like `UICollectionViewLayoutAttributes`.
public struct CollectionViewLayoutAttributes: Hashable, Sendable {
    /// The item.
    public let indexPath: IndexPath
    /// Its frame in the collection view's content coordinates.
    public let frame: CGRect

    /// Attributes of an item.
    public init(indexPath: IndexPath, frame: CGRect) {
        self.indexPath = indexPath
        self.frame = frame
    }
}

/// Items of one size in lines, like `UICollectionViewFlowLayout` scrolling vertically: each
/// section starts on a new line after `sectionInset.top`; items fill a line from the left, as
/// many as fit in the width less the left and right insets (at least one), `minimumInteritemSpacing`
/// apart; lines are `minimumLineSpacing` apart. UIKit spreads a line's spare width between its
/// items; the model keeps the minimum spacing, so positions are easy to predict in a test.
@MainActor
open class CollectionViewFlowLayout: CollectionViewLayout {
    /// The size of every item (50 x 50 by default, as in UIKit).
    open var itemSize = CGSize(width: 50, height: 50)
    /// The space between lines (10 by default).
    open var minimumLineSpacing: CGFloat = 10
    /// The space between items of a line (10 by default).
    open var minimumInteritemSpacing: CGFloat = 10
    /// The margins of each section (none by default).
    open var sectionInset: EdgeInsets = .zero
    /// Scrolling direction. The model lays out vertically only: setting `.horizontal` is kept
    /// and reported as a model warning, since the frames will not be UIKit's.
    open var scrollDirection = ScrollDirection.vertical {
        didSet {
            if scrollDirection == .horizontal {
                modelWarning("A horizontal flow layout is laid out vertically in the model: item frames are not UIKit's.", window: collectionView?.window)
            }
        }
    }
    /// The size of section headers (stored).
    open var headerReferenceSize: CGSize = .zero
    /// The size of section footers (stored).
    open var footerReferenceSize: CGSize = .zero
    /// A guess of item sizes (stored).
    open var estimatedItemSize: CGSize = .zero
    /// The size that asks cells for theirs (`UICollectionViewFlowLayout.automaticSize`).
    public nonisolated static let automaticSize = CGSize(width: Double.greatestFiniteMagnitude, height: Double.greatestFiniteMagnitude)

    /// Flow layout directions (`UICollectionView.ScrollDirection`).
    public enum ScrollDirection: Int, Hashable, Sendable {
        /// Lines run across; content scrolls up and down.
        case vertical
        /// Lines run down; content scrolls sideways (not laid out by the model).
        case horizontal
    }

    /// How many items one line holds in a collection view `width` wide (at least one).
    public func itemsPerLine(inWidth width: CGFloat) -> Int {
        let room = width - sectionInset.left - sectionInset.right
        let step = itemSize.width + minimumInteritemSpacing
        guard step > 0 else { return 1 }
        return max(1, Int(((room + minimumInteritemSpacing) / step).rounded(.down)))
    }

    /// The height of a section of `count` items, insets included.
    func sectionHeight(items count: Int, perLine: Int) -> CGFloat {
        let lines = (count + perLine - 1) / perLine
        let body = lines == 0 ? 0 : CGFloat(lines) * itemSize.height + CGFloat(lines - 1) * minimumLineSpacing
        return sectionInset.top + body + sectionInset.bottom
    }
}
