import Foundation

/// A reusable section header or footer of a table, like `UITableViewHeaderFooterView`: put its
/// content in `contentView`. Register a class with `register(_:forHeaderFooterViewReuseIdentifier:)`
/// and dequeue it in the delegate's `tableView(_:viewForHeaderInSection:)`; the table places it
/// on screen in the header's place (docs/collections.md).
@preconcurrency @MainActor
open class TableViewHeaderFooterView: View {
    /// The identifier it is reused under.
    public let reuseIdentifier: String?
    /// Where content goes; it fills the view.
    public let contentView = View()
    private var storedTextLabel: Label?

    /// A header or footer reused under `reuseIdentifier`.
    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: Window.defaultScreenBounds.width, height: 28))
        contentView.frame = bounds
        addSubview(contentView)
    }

    /// A header or footer as a storyboard makes it.
    public required init?(coder: NSCoder) {
        reuseIdentifier = nil
        super.init(coder: coder)
        addSubview(contentView)
    }

    /// How a table view creates a registered class, dispatched to the subclass's
    /// `init(reuseIdentifier:)` (see `TableViewCell.init(_registeredStyle:reuseIdentifier:)`).
    public required convenience init(_registeredReuseIdentifier reuseIdentifier: String?) {
        self.init(reuseIdentifier: reuseIdentifier)
    }

    /// Makes the content view fill the view again (after a resize outside a table, too), then
    /// lays out as `View` does. Call `super` when you override it.
    open override func layoutSubviews() {
        contentView.frame = bounds
        super.layoutSubviews()
    }

    /// The size the content needs: the content view measured by its constraints; no height
    /// when it has none (an automatic header then keeps the view's frame height).
    open override func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: LayoutPriority, verticalFittingPriority: LayoutPriority) -> CGSize {
        guard contentView.layoutState.subtreeUsesAutoLayout else { return CGSize(width: targetSize.width, height: 0) }
        return contentView.systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: horizontalFittingPriority, verticalFittingPriority: verticalFittingPriority)
    }

    /// The title label (created on first access). While a list configuration is shown, its
    /// content view's text label.
    open var textLabel: Label? {
        if let list = hostedContent.view as? ListContentView { return list.textLabel }
        if let storedTextLabel { return storedTextLabel }
        let label = Label(frame: CGRect(x: 16, y: 0, width: max(0, bounds.width - 32), height: bounds.height))
        contentView.addSubview(label)
        storedTextLabel = label
        return label
    }

    /// A view behind the content (stored).
    open var backgroundView: View?

    /// The secondary label (created on first access, below the text label). While a list
    /// configuration is shown, its content view's secondary label.
    open var detailTextLabel: Label? {
        if let list = hostedContent.view as? ListContentView { return list.makeSecondaryTextLabel() }
        if let storedDetailTextLabel { return storedDetailTextLabel }
        let label = Label(frame: CGRect(x: 16, y: bounds.height / 2, width: max(0, bounds.width - 32), height: bounds.height / 2))
        contentView.addSubview(label)
        storedDetailTextLabel = label
        return label
    }
    private var storedDetailTextLabel: Label?
    private var hostedContent = HostedContent()

    /// A header's content configuration (grouped header look).
    open func defaultContentConfiguration() -> ListContentConfiguration { .groupedHeader() }

    /// The content shown, like UIKit's: setting one puts the view it makes in `contentView`,
    /// filling it (a configuration of the type shown before is applied to the same view), and
    /// nil removes it; the value kept is the configuration `updated(for:)` the view's state
    /// while `automaticallyUpdatesContentConfiguration` is on. The legacy `textLabel` and
    /// `detailTextLabel` leave the content view; with a `ListContentConfiguration` they are
    /// its view's.
    open var contentConfiguration: ContentConfiguration? {
        get { hostedContent.configuration }
        set {
            if newValue != nil {
                storedTextLabel?.removeFromSuperview()
                storedDetailTextLabel?.removeFromSuperview()
                storedTextLabel = nil
                storedDetailTextLabel = nil
            }
            hostedContent.show(newValue, updatedFor: automaticallyUpdatesContentConfiguration ? configurationState : nil, in: contentView)
        }
    }

    /// Whether `contentConfiguration` is kept updated for the view's state (true by default).
    open var automaticallyUpdatesContentConfiguration = true

    /// The view's state for configurations: its traits and whether it takes touches.
    open var configurationState: ViewConfigurationState {
        var state = ViewConfigurationState(traitCollection: traitCollection)
        state.isDisabled = !isUserInteractionEnabled
        return state
    }

    /// The background's look; its colour becomes the view's background colour.
    open var backgroundConfiguration: BackgroundConfiguration? {
        didSet { if let color = backgroundConfiguration?.backgroundColor { backgroundColor = color } }
    }

    /// Called before a dequeue hands it out again.
    open func prepareForReuse() {}
}

/// A reusable supplementary view of a collection (header, footer), like
/// `UICollectionReusableView`. The model's collection views lay out items only: supplementary
/// views are made when the app asks, not placed on screen.
@preconcurrency @MainActor
open class CollectionReusableView: View {
    /// The identifier it is reused under.
    public internal(set) var reuseIdentifier: String?
    /// Called before a dequeue hands it out again.
    open func prepareForReuse() {}

    /// How a collection view creates a registered class: through `init(frame:)`, dispatched to
    /// the subclass's override. Swift can call only `required` initializers on a class value,
    /// and UIKit's `init(frame:)` is not one, so this inherited one stands in for it.
    public required convenience init(_registeredFrame frame: CGRect) {
        self.init(frame: frame)
    }

    /// The attributes this view wants, given the layout's: the layout's, by default. Self-sizing
    /// cells override this (UIKit asks when the layout estimates sizes).
    open func preferredLayoutAttributesFitting(_ layoutAttributes: CollectionViewLayoutAttributes) -> CollectionViewLayoutAttributes {
        layoutAttributes
    }

    /// Applies the layout's attributes; the collection view calls it before placing the view
    /// (the frame is set by the collection view itself).
    open func apply(_ layoutAttributes: CollectionViewLayoutAttributes) {}

    /// Called before the layout changes from `oldLayout` to `newLayout`.
    open func willTransition(from oldLayout: CollectionViewLayout, to newLayout: CollectionViewLayout) {}

    /// Called after the layout changed.
    open func didTransition(from oldLayout: CollectionViewLayout, to newLayout: CollectionViewLayout) {}
}

extension TableView {
    /// Registers a header or footer class under `identifier`.
    public func register(_ aClass: TableViewHeaderFooterView.Type?, forHeaderFooterViewReuseIdentifier identifier: String) {
        headerFooterRegistrations[identifier] = aClass
    }

    /// A new header or footer of the class registered under `identifier`, or nil.
    public func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> TableViewHeaderFooterView? {
        guard let registered = headerFooterRegistrations[identifier] else { return nil }
        return registered?.init(_registeredReuseIdentifier: identifier)
    }
}

extension CollectionView {
    /// Registers a supplementary view class for a kind and identifier.
    public func register(_ viewClass: CollectionReusableView.Type?, forSupplementaryViewOfKind elementKind: String,
                         withReuseIdentifier identifier: String) {
        supplementaryRegistrations["\(elementKind)/\(identifier)"] = viewClass
    }

    /// A new supplementary view of the registered class. UIKit raises for an unregistered
    /// one: the test fails, saying so, and a plain view stands in.
    public func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String,
                                                 for indexPath: IndexPath) -> CollectionReusableView {
        guard let registered = supplementaryRegistrations["\(elementKind)/\(identifier)"], let viewClass = registered else {
            modelFault("No supplementary view of kind '\(elementKind)' is registered as '\(identifier)'; register one first.")
            return CollectionReusableView(frame: .zero)
        }
        let view = viewClass.init(_registeredFrame: CGRect(x: 0, y: 0, width: bounds.width, height: 44))
        view.reuseIdentifier = identifier
        return view
    }

    /// The kind of a section header (`UICollectionView.elementKindSectionHeader`).
    public nonisolated static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of a section footer.
    public nonisolated static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"
}
