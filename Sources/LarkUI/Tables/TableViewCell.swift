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

    /// The cell's layout style.
    public let style: CellStyle
    /// The identifier the table view reuses this cell under.
    public let reuseIdentifier: String?
    /// The view holding the cell's content.
    public let contentView = View()

    private var storedTextLabel: Label?
    private var storedDetailTextLabel: Label?
    private var storedImageView: ImageView?

    /// The main label (created on first access).
    open var textLabel: Label? {
        contentSubview(&storedTextLabel) { Label(frame: CGRect(x: 16, y: 0, width: 200, height: 22)) }
    }

    /// The secondary label; nil for `.default` style, as in UIKit, unless a content
    /// configuration with secondary text was applied.
    open var detailTextLabel: Label? {
        guard style != .default || storedDetailTextLabel != nil else { return nil }
        return secondaryLabel
    }

    private var secondaryLabel: Label {
        contentSubview(&storedDetailTextLabel) { Label(frame: CGRect(x: 16, y: 22, width: 200, height: 22)) }
    }

    /// The content shown, applied to the labels and the image view when set; nil by default.
    open var contentConfiguration: ListContentConfiguration? {
        didSet {
            guard let configuration = contentConfiguration else { return }
            textLabel?.text = configuration.text
            if configuration.secondaryText != nil || storedDetailTextLabel != nil {
                secondaryLabel.text = configuration.secondaryText
            }
            if configuration.image != nil || storedImageView != nil { imageView?.image = configuration.image }
        }
    }

    /// The image view (created on first access).
    open var imageView: ImageView? {
        contentSubview(&storedImageView) { ImageView(frame: CGRect(x: 0, y: 0, width: 44, height: 44)) }
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
    open var isEditing = false
    /// Whether the reorder control shows (stored).
    open var showsReorderControl = false
    /// Whether the cell shows as selected; the table view keeps it in step with its selection.
    open var isSelected = false
    /// Whether the cell shows as highlighted.
    open var isHighlighted = false

    /// Sets `isSelected`.
    open func setSelected(_ selected: Bool, animated: Bool) {
        isSelected = selected
    }

    /// Called before the table view hands the cell out again from its reuse pool. Resets
    /// selection; override to clear your own content (call `super`).
    open func prepareForReuse() {
        isSelected = false
        isHighlighted = false
    }

    override var defaultIsAccessibilityElement: Bool { true }

    override var defaultAccessibilityLabel: String? {
        let texts = [storedTextLabel?.text, storedDetailTextLabel?.text].compactMap { $0 }.filter { !$0.isEmpty }
        return texts.isEmpty ? nil : texts.joined(separator: ", ")
    }

    override var defaultAccessibilityTraits: AccessibilityTraits { isSelected ? .selected : [] }

    override var descriptionText: String? { storedTextLabel?.text }

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
