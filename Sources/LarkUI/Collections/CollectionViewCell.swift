import Foundation

/// An item of a collection view, like `UICollectionViewCell`: put its content (labels, images)
/// in `contentView`. Subclasses that the collection view instantiates from a registration must
/// keep `init(frame:)`.
@MainActor
open class CollectionViewCell: View {
    /// Creates a cell; the content view fills it.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.frame = bounds
        addSubview(contentView)
    }

    /// Creates a cell as a storyboard does.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(contentView)
    }

    /// How a collection view creates a registered class: through `init(frame:)`, dispatched to
    /// the subclass's override. Swift can call only `required` initializers on a class value,
    /// and UIKit's `init(frame:)` is not one, so this inherited one stands in for it.
    public required convenience init(_registeredFrame frame: CGRect) {
        self.init(frame: frame)
    }

    /// The identifier the collection view reuses this cell under (set when it is dequeued).
    public internal(set) var reuseIdentifier: String?
    /// The view holding the cell's content.
    public let contentView = View()
    /// Whether the cell shows as selected; the collection view keeps it in step with its
    /// selection.
    open var isSelected = false
    /// Whether the cell shows as highlighted (while a user's finger is on it).
    open var isHighlighted = false

    /// Called before the collection view hands the cell out again from its reuse pool. Resets
    /// selection and highlight; override to clear your own content (call `super`).
    open func prepareForReuse() {
        isSelected = false
        isHighlighted = false
    }

    override var defaultAccessibilityTraits: AccessibilityTraits { isSelected ? .selected : [] }

    // The text shown is its subviews', so a query by text finds the label, or the cell when
    // cells are asked for.
    override var queryText: String? { nil }
}
