import Foundation

/// Where and how one element of a collection view shows, like
/// `UICollectionViewLayoutAttributes`: a class with settable parts, as layouts make, copy and
/// adjust them. Two attributes are equal when every part is.
open class CollectionViewLayoutAttributes: Equatable, CustomStringConvertible {
    /// What kind of element (`UICollectionView.ElementCategory`).
    public enum ElementCategory: Int, Hashable, Sendable {
        /// A cell.
        case cell
        /// A header, footer or other supplementary view.
        case supplementaryView
        /// A decoration view.
        case decorationView
    }

    /// The element's index path.
    open var indexPath: IndexPath
    /// Its frame in content coordinates.
    open var frame: CGRect
    /// Its transparency (stored).
    open var alpha: CGFloat = 1
    /// Its stacking order (stored).
    open var zIndex = 0
    /// Whether it is hidden; hidden elements get no view.
    open var isHidden = false
    /// Its affine transform (stored).
    open var transform: CGAffineTransform = .identity
    /// Its 3D transform (stored).
    open var transform3D: CATransform3D = CATransform3DIdentity
    /// The kind of element.
    public let representedElementCategory: ElementCategory
    /// The supplementary or decoration kind; nil for cells.
    public let representedElementKind: String?

    /// The frame's centre; setting it moves the frame.
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }

    /// The frame's size; setting it keeps the centre, as in UIKit.
    open var size: CGSize {
        get { frame.size }
        set {
            let keep = center
            frame.size = newValue
            center = keep
        }
    }

    /// The element's bounds: its size at the origin.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { size = newValue.size }
    }

    /// Attributes of the cell at `indexPath`, with a zero frame.
    public required init(forCellWith indexPath: IndexPath) {
        self.indexPath = indexPath
        frame = .zero
        representedElementCategory = .cell
        representedElementKind = nil
    }

    /// Attributes of a supplementary view of `elementKind` at `indexPath`.
    public init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.indexPath = indexPath
        frame = .zero
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
    }

    /// Attributes of a decoration view of `decorationViewKind` at `indexPath`.
    public init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.indexPath = indexPath
        frame = .zero
        representedElementCategory = .decorationView
        representedElementKind = decorationViewKind
    }

    /// Attributes of the cell at `indexPath` with `frame`.
    public convenience init(indexPath: IndexPath, frame: CGRect) {
        self.init(forCellWith: indexPath)
        self.frame = frame
    }

    /// A copy with the same parts, as layouts copy their superclass's attributes before changing them.
    open func copy() -> Any {
        let copy: CollectionViewLayoutAttributes = switch representedElementCategory {
        case .cell: Self(forCellWith: indexPath)
        case .supplementaryView: CollectionViewLayoutAttributes(forSupplementaryViewOfKind: representedElementKind ?? "", with: indexPath)
        case .decorationView: CollectionViewLayoutAttributes(forDecorationViewOfKind: representedElementKind ?? "", with: indexPath)
        }
        copy.frame = frame
        copy.alpha = alpha
        copy.zIndex = zIndex
        copy.isHidden = isHidden
        copy.transform = transform
        copy.transform3D = transform3D
        return copy
    }

    /// Whether `object` is attributes with the same parts. Subclasses that add parts override
    /// it (comparing theirs and calling `super`), as UIKit asks; `==` calls it, as Swift's `==`
    /// calls `isEqual(_:)` on UIKit's objects.
    open func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? CollectionViewLayoutAttributes else { return false }
        return indexPath == other.indexPath && frame == other.frame && alpha == other.alpha && zIndex == other.zIndex
            && isHidden == other.isHidden && transform == other.transform && representedElementCategory == other.representedElementCategory
            && representedElementKind == other.representedElementKind
    }

    /// Equal when `isEqual(_:)` says so.
    public static func == (lhs: CollectionViewLayoutAttributes, rhs: CollectionViewLayoutAttributes) -> Bool {
        lhs.isEqual(rhs)
    }

    /// `cell [0, 2] (10.0, 20.0, 100.0, 50.0)`.
    open var description: String {
        "\(representedElementKind ?? "cell") \(indexPath.map(String.init)) \(frame)"
    }
}
