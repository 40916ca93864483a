import Foundation

/// A row of a table view, like `UITableViewCell`.
///
/// `textLabel` (and, for styles other than `.default`, `detailTextLabel`) live in `contentView`
/// and are created on first access. Subclasses that the table view instantiates from a
/// registration must keep `init(style:reuseIdentifier:)`.
@preconcurrency @MainActor
open class TableViewCell: View {
    /// Built-in cell layouts.
    public enum CellStyle: Int, Hashable, Sendable {
        /// Text label only (plus image).
        case `default`
        /// Text on the left, detail on the right.
        case value1
        /// Detail on the left, text on the right.
        case value2
        /// Text with detail below.
        case subtitle
    }

    /// How rows are separated (`UITableViewCell.SeparatorStyle`).
    public enum SeparatorStyle: Int, Hashable, Sendable {
        /// No separators.
        case none
        /// A thin line.
        case singleLine
        /// An etched line (grouped tables, long deprecated).
        case singleLineEtched
    }

    /// How a selected cell shows (`UITableViewCell.SelectionStyle`).
    public enum SelectionStyle: Int, Hashable, Sendable {
        /// No highlight.
        case none
        /// Blue.
        case blue
        /// Grey.
        case gray
        /// The system default.
        case `default`
    }

    /// Accessory views on the trailing side.
    public enum AccessoryType: Int, Hashable, Sendable {
        /// None.
        case none
        /// A chevron.
        case disclosureIndicator
        /// An info button and chevron.
        case detailDisclosureButton
        /// A checkmark.
        case checkmark
        /// An info button.
        case detailButton
    }

    /// Creates a cell with a style and a reuse identifier.
    public init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: Window.defaultScreenBounds.width, height: 44))
        contentView.frame = bounds
        addSubview(contentView)
    }

    /// Creates a default-style cell, as a storyboard does.
    public required init?(coder: NSCoder) {
        style = .default
        reuseIdentifier = nil
        super.init(coder: coder)
        frame = CGRect(x: 0, y: 0, width: Window.defaultScreenBounds.width, height: 44)
        contentView.frame = bounds
        addSubview(contentView)
    }

    /// How a table view creates a registered class: through `init(style:reuseIdentifier:)`,
    /// dispatched to the subclass's override. Swift can call only `required` initializers on a
    /// class value, and UIKit's is not one, so this inherited one stands in for it.
    public required convenience init(_registeredStyle style: CellStyle, reuseIdentifier: String?) {
        self.init(style: style, reuseIdentifier: reuseIdentifier)
    }

    /// Creates a default-style cell with no reuse identifier.
    public convenience override init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// Makes the content view fill the cell again (after a resize outside a table, too), then
    /// lays out as `View` does. Call `super` when you override it.
    open override func layoutSubviews() {
        contentView.frame = bounds
        super.layoutSubviews()
    }

    /// The size the cell's content needs, as UIKit's cell answers a self-sizing table: its
    /// content view measured by its constraints; no height when the content view has none (the
    /// table then uses its standard row). Override to size the cell yourself.
    open override func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: LayoutPriority, verticalFittingPriority: LayoutPriority) -> CGSize {
        guard contentView.layoutState.subtreeUsesAutoLayout else { return CGSize(width: targetSize.width, height: 0) }
        return contentView.systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: horizontalFittingPriority, verticalFittingPriority: verticalFittingPriority)
    }

    /// The cell's layout style.
    public let style: CellStyle
    /// The identifier the table view reuses this cell under.
    public let reuseIdentifier: String?
    /// The view holding the cell's content.
    public let contentView = View()

    private var storedTextLabel: Label?
    private var storedDetailTextLabel: Label?
    private var storedImageView: ImageView?

    /// The main label (created on first access). While a list configuration is shown, its
    /// content view's text label.
    open var textLabel: Label? {
        if let list = hostedContent.view as? ListContentView { return list.textLabel }
        return contentSubview(&storedTextLabel) { Label(frame: CGRect(x: 16, y: 0, width: 200, height: 22)) }
    }

    /// The secondary label; nil for `.default` style, as in UIKit, unless a content
    /// configuration with secondary text was applied.
    open var detailTextLabel: Label? {
        if let list = hostedContent.view as? ListContentView {
            return style != .default ? list.makeSecondaryTextLabel() : list.secondaryTextLabel
        }
        guard style != .default || storedDetailTextLabel != nil else { return nil }
        return contentSubview(&storedDetailTextLabel) { Label(frame: CGRect(x: 16, y: 22, width: 200, height: 22)) }
    }

    private var hostedContent = HostedContent()

    /// The content shown, like UIKit's: setting one puts the view it makes in `contentView`,
    /// filling it (a configuration of the type shown before is applied to the same view), and
    /// nil removes it. While `automaticallyUpdatesContentConfiguration` is on, the value kept
    /// is the configuration `updated(for:)` the cell's state, and a change of state updates it.
    /// The legacy `textLabel`, `detailTextLabel` and `imageView` leave the content view, as
    /// UIKit's content view is replaced; with a `ListContentConfiguration` they are its view's.
    open var contentConfiguration: ContentConfiguration? {
        get { hostedContent.configuration }
        set {
            if newValue != nil { removeLegacyContent() }
            hostedContent.show(newValue, updatedFor: automaticallyUpdatesContentConfiguration ? configurationState : nil, in: contentView)
        }
    }

    private func removeLegacyContent() {
        for view in [storedTextLabel, storedDetailTextLabel, storedImageView] as [View?] { view?.removeFromSuperview() }
        storedTextLabel = nil
        storedDetailTextLabel = nil
        storedImageView = nil
    }

    /// The image view (created on first access). While a list configuration is shown, its
    /// content view's image view.
    open var imageView: ImageView? {
        if let list = hostedContent.view as? ListContentView { return list.makeImageView() }
        return contentSubview(&storedImageView) { ImageView(frame: CGRect(x: 0, y: 0, width: 44, height: 44)) }
    }

    /// The view kept in `stored`, made with `make` and added to the content view on first access.
    private func contentSubview<V: View>(_ stored: inout V?, _ make: () -> V) -> V {
        if let stored { return stored }
        let view = make()
        contentView.addSubview(view)
        stored = view
        return view
    }

    /// The accessory.
    open var accessoryType: AccessoryType = .none
    /// The selection highlight style.
    open var selectionStyle: SelectionStyle = .default
    /// A view shown behind the content (stored).
    open var backgroundView: View?
    /// A view shown behind the content while selected (stored).
    open var selectedBackgroundView: View?
    /// A custom accessory view, shown instead of `accessoryType` (stored).
    open var accessoryView: View?
    /// The accessory while editing (stored).
    open var editingAccessoryType: AccessoryType = .none
    /// The separator's insets (stored).
    open var separatorInset: EdgeInsets = EdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
    /// How far the content is indented (stored).
    open var indentationLevel = 0
    /// The width of one indentation level (stored).
    open var indentationWidth: CGFloat = 10
    /// Whether the content indents while editing (stored).
    open var shouldIndentWhileEditing = true
    /// Whether the cell is in editing mode (stored).
    open var isEditing: Bool {
        get { storedEditing }
        set { setEditing(newValue, animated: false) }
    }
    private var storedEditing = false
    /// Whether the reorder control shows (stored).
    open var showsReorderControl = false
    /// Whether the cell shows as selected; the table view keeps it in step with its selection.
    /// A change updates the configuration (`updateConfiguration(using:)`).
    open var isSelected = false {
        didSet { if oldValue != isSelected { setNeedsUpdateConfiguration() } }
    }
    /// Whether the cell shows as highlighted (under a finger).
    open var isHighlighted = false {
        didSet { if oldValue != isHighlighted { setNeedsUpdateConfiguration() } }
    }

    /// Sets `isSelected`. The table view calls this when its selection changes.
    open func setSelected(_ selected: Bool, animated: Bool) {
        isSelected = selected
    }

    /// Sets `isHighlighted`. A user's tap highlights the row while the finger is down.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        isHighlighted = highlighted
    }

    /// Enters or leaves editing mode, telling `willTransition(to:)` and `didTransition(to:)`.
    open func setEditing(_ editing: Bool, animated: Bool) {
        guard editing != isEditing else { return }
        let state: StateMask = editing ? .showingEditControl : []
        willTransition(to: state)
        storedEditing = editing
        didTransition(to: state)
        setNeedsUpdateConfiguration()
    }

    /// The states a cell moves between (`UITableViewCell.StateMask`).
    public struct StateMask: OptionSet, Hashable, Sendable {
        /// The bits.
        public let rawValue: UInt
        /// States from bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The editing control shows.
        public static let showingEditControl = StateMask(rawValue: 1 << 0)
        /// The delete confirmation shows.
        public static let showingDeleteConfirmation = StateMask(rawValue: 1 << 1)
    }

    /// Called before the cell moves to `state`.
    open func willTransition(to state: StateMask) {}
    /// Called after the cell moved to `state`.
    open func didTransition(to state: StateMask) {}

    // MARK: Configuration state

    /// The cell's state for configurations: selection, highlight, editing, enabled, traits.
    open var configurationState: CellConfigurationState {
        CellConfigurationState(traitCollection: traitCollection, isDisabled: !isUserInteractionEnabled, isHighlighted: isHighlighted,
                               isSelected: isSelected, isEditing: isEditing)
    }

    /// Updates the cell for `state`: applies `configurationUpdateHandler` by default. Called
    /// when the state changes and after `setNeedsUpdateConfiguration()`.
    open func updateConfiguration(using state: CellConfigurationState) {
        configurationUpdateHandler?(self, state)
    }

    /// Runs when the configuration state changes, instead of subclassing.
    open var configurationUpdateHandler: ((TableViewCell, CellConfigurationState) -> Void)? {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// Asks for `updateConfiguration(using:)`; the model runs it at once, after re-applying
    /// the content configuration `updated(for:)` the new state when that is automatic.
    open func setNeedsUpdateConfiguration() {
        let state = configurationState
        if automaticallyUpdatesContentConfiguration { hostedContent.update(for: state, in: contentView) }
        updateConfiguration(using: state)
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
    /// A view behind the content while selected with multiple selection (stored).
    open var multipleSelectionBackgroundView: View?
    /// A custom accessory while editing (stored).
    open var editingAccessoryView: View?
    /// How the cell shows focus (stored).
    open var focusStyle: FocusStyle = .default
    /// Whether the cell takes touches while dragged (stored).
    open var userInteractionEnabledWhileDragging = false

    /// How a cell shows focus (`UITableViewCell.FocusStyle`).
    public enum FocusStyle: Int, Hashable, Sendable {
        /// The system's.
        case `default`
        /// The cell's own.
        case custom
    }

    /// Called before the table view hands the cell out again from its reuse pool. Resets
    /// selection; override to clear your own content (call `super`).
    open func prepareForReuse() {
        isSelected = false
        isHighlighted = false
    }

    override var defaultIsAccessibilityElement: Bool { true }

    // VoiceOver reads the labels: the legacy ones, or those of the configuration's view.
    override var defaultAccessibilityLabel: String? {
        let texts = hostedContent.view != nil ? hostedContent.labelTexts
            : [storedTextLabel?.text, storedDetailTextLabel?.text].compactMap { $0 }.filter { !$0.isEmpty }
        return texts.isEmpty ? nil : texts.joined(separator: ", ")
    }

    override var defaultAccessibilityTraits: AccessibilityTraits { isSelected ? .selected : [] }

    override var descriptionText: String? {
        hostedContent.view != nil ? hostedContent.labelTexts.first : storedTextLabel?.text
    }

    // The text shown is its labels' (views inside it), so a query by text finds the label, or
    // the cell when cells are asked for.
    override var queryText: String? { nil }
}

extension TableViewCell {
    /// Editing styles of a row, like `UITableViewCell.EditingStyle`.
    public enum EditingStyle: Int, Hashable, Sendable {
        /// No editing control.
        case none
        /// A delete control.
        case delete
        /// An insert control.
        case insert
    }
}
