import Foundation

/// An item of a collection view, like `UICollectionViewCell`: put its content (labels, images)
/// in `contentView`. Subclasses that the collection view instantiates from a registration must
/// keep `init(frame:)`.
@preconcurrency @MainActor
open class CollectionViewCell: CollectionReusableView {
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

    /// The view holding the cell's content.
    public let contentView = View()

    /// Makes the content view fill the cell again (after a resize outside a collection view,
    /// too), then lays out as `View` does. Call `super` when you override it.
    open override func layoutSubviews() {
        contentView.frame = bounds
        super.layoutSubviews()
    }
    /// Whether the cell shows as selected; the collection view keeps it in step with its
    /// selection. A change updates the configuration.
    open var isSelected = false {
        didSet { if oldValue != isSelected { setNeedsUpdateConfiguration() } }
    }
    /// Whether the cell shows as highlighted (while a user's finger is on it).
    open var isHighlighted = false {
        didSet { if oldValue != isHighlighted { setNeedsUpdateConfiguration() } }
    }
    /// A view behind the content (stored).
    open var backgroundView: View?
    /// A view behind the content while selected (stored).
    open var selectedBackgroundView: View?

    /// Called before the collection view hands the cell out again from its reuse pool. Resets
    /// selection and highlight; override to clear your own content (call `super`).
    open override func prepareForReuse() {
        isSelected = false
        isHighlighted = false
    }

    // MARK: Configuration state

    /// The cell's state for configurations.
    open var configurationState: CellConfigurationState {
        CellConfigurationState(traitCollection: traitCollection, isDisabled: !isUserInteractionEnabled, isHighlighted: isHighlighted, isSelected: isSelected)
    }

    /// Updates the cell for `state`: runs `configurationUpdateHandler` by default.
    open func updateConfiguration(using state: CellConfigurationState) {
        configurationUpdateHandler?(self, state)
    }

    /// Runs when the configuration state changes, instead of subclassing.
    open var configurationUpdateHandler: ((CollectionViewCell, CellConfigurationState) -> Void)? {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// Asks for `updateConfiguration(using:)`; the model runs it at once, after re-applying
    /// the content configuration `updated(for:)` the new state when that is automatic.
    open func setNeedsUpdateConfiguration() {
        let state = configurationState
        if automaticallyUpdatesContentConfiguration { hostedContent.update(for: state, in: contentView) }
        updateConfiguration(using: state)
    }

    private var hostedContent = HostedContent()

    /// The content shown, like UIKit's: setting one puts the view it makes in `contentView`,
    /// filling it (a configuration of the type shown before is applied to the same view), and
    /// nil removes it. While `automaticallyUpdatesContentConfiguration` is on, the value kept
    /// is the configuration `updated(for:)` the cell's state, and a change of state updates it.
    open var contentConfiguration: ContentConfiguration? {
        get { hostedContent.configuration }
        set {
            hostedContent.show(newValue, updatedFor: automaticallyUpdatesContentConfiguration ? configurationState : nil, in: contentView)
        }
    }

    /// Whether a change of state re-applies `contentConfiguration` updated for it (true by default).
    open var automaticallyUpdatesContentConfiguration = true
    /// Whether the background configuration follows the state (stored).
    open var automaticallyUpdatesBackgroundConfiguration = true
    /// The background's look (colour, corner radius, stroke); setting it sets the cell's
    /// `backgroundColor` to its colour, as the background a user sees.
    open var backgroundConfiguration: BackgroundConfiguration? {
        didSet { if let color = backgroundConfiguration?.backgroundColor { backgroundColor = color } }
    }

    /// The background configuration of this kind of cell (plain list cell).
    open func defaultBackgroundConfiguration() -> BackgroundConfiguration { .listPlainCell() }

    /// A drag's effect on a cell (`UICollectionViewCell.DragState`).
    public enum DragState: Int, Hashable, Sendable {
        /// Not dragged.
        case none
        /// Lifted for a drag.
        case lifting
        /// Being dragged.
        case dragging
    }

    /// Called when the cell's drag state changes (the model has no drags).
    open func dragStateDidChange(_ dragState: DragState) {}

    override var defaultAccessibilityTraits: AccessibilityTraits { isSelected ? .selected : [] }

    // The text shown is its subviews', so a query by text finds the label, or the cell when
    // cells are asked for.
    override var queryText: String? { nil }
}
