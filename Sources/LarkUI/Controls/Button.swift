import Foundation

/// A button with per-state titles, title colours and images, like `UIButton`.
///
/// `title(for:)`, `titleColor(for:)`, `image(for:)` and `backgroundImage(for:)` fall back to the
/// `.normal` value when a state has none of its own; the `current...` properties read the value
/// for the current `state`. Buttons are accessibility elements with the `.button` trait and
/// their current title as label.
@preconcurrency @MainActor
open class Button: Control {
    private var titles = PerStateValues<String>()
    private var attributedTitles = PerStateValues<NSAttributedString>()
    private var symbolConfigurations = PerStateValues<Image.SymbolConfiguration>()
    private var titleColors = PerStateValues<Color>()
    private var titleShadowColors = PerStateValues<Color>()
    private var images = PerStateValues<Image>()
    private var backgroundImages = PerStateValues<Image>()

    /// The kinds of button UIKit makes, like `UIButton.ButtonType`. The model draws nothing, so
    /// the type is only recorded, for code that makes or checks buttons by type.
    public enum ButtonType: Sendable, Hashable {
        /// No system styling; what `init(frame:)` makes.
        case custom
        /// The standard system button.
        case system
        /// A detail disclosure button.
        case detailDisclosure
        /// An information button on a light background.
        case infoLight
        /// An information button on a dark background.
        case infoDark
        /// An add-contact button.
        case contactAdd
        /// A close button.
        case close

        /// The old name of `.system`.
        public static var roundedRect: ButtonType { .system }
    }

    /// The type the button was made with (`.custom` unless made with `init(type:)`).
    public private(set) var buttonType = ButtonType.custom

    /// The configuration and its update handler (`Button+Configuration`).
    var configurationState = ButtonConfigurationState()

    /// A button of `type` with a zero frame, as `UIButton(type:)` makes.
    public convenience init(type: ButtonType) {
        self.init(frame: .zero)
        buttonType = type
    }

    /// A button that performs `primaryAction` on `.primaryActionTriggered`, titled with the
    /// action's title and image.
    public convenience init(frame: CGRect = .zero, primaryAction: Action?) {
        self.init(frame: frame)
        if let primaryAction {
            if !primaryAction.title.isEmpty { setTitle(primaryAction.title, for: .normal) }
            if let image = primaryAction.image { setImage(image, for: .normal) }
            addAction(primaryAction, for: .primaryActionTriggered)
        }
    }

    /// A button of `type` that performs `primaryAction`, as `UIButton(type:primaryAction:)` makes:
    /// titled with the action's title and image, like `init(frame:primaryAction:)`.
    public convenience init(type: ButtonType, primaryAction: Action?) {
        self.init(frame: .zero, primaryAction: primaryAction)
        buttonType = type
    }

    // MARK: Menu

    /// The menu the button opens, like `UIButton.menu`; nil by default.
    open var menu: Menu?

    /// Whether a tap opens `menu` (true) or a long press does (false, the default), as in UIKit.
    open var showsMenuAsPrimaryAction = false

    /// Whether the button toggles `isSelected` as its primary action (false by default): the
    /// model toggles it when `.primaryActionTriggered` is sent (a tap sends it), before the
    /// registered actions run, so they read the new state.
    open var changesSelectionAsPrimaryAction = false

    /// What the button does in its context, like `UIButton.Role` (stored).
    public enum Role: Int, Hashable, Sendable {
        /// An ordinary button.
        case normal
        /// The main action.
        case primary
        /// Cancels.
        case cancel
        /// Deletes or removes.
        case destructive
    }

    /// The button's role (`.normal` by default; stored).
    open var role: Role = .normal

    /// The order of the menu's elements (`.automatic` by default; stored).
    open var preferredMenuElementOrder: ContextMenuConfiguration.ElementOrder = .automatic

    /// Whether the configuration updates by itself when the state changes (stored; the model
    /// updates it when asked with `setNeedsUpdateConfiguration()`).
    open var automaticallyUpdatesConfiguration = true

    /// Updates the configuration for the current state, an override point: runs
    /// `configurationUpdateHandler`. `setNeedsUpdateConfiguration()` calls it.
    open func updateConfiguration() {
        configurationState.handler?(self)
    }

    private var storedSubtitleLabel: Label?

    /// A label showing the configuration's subtitle (nil without a configuration), kept out of
    /// the view tree as `titleLabel` is.
    open var subtitleLabel: Label? {
        guard let configuration else { return nil }
        let label = storedSubtitleLabel ?? Label(frame: .zero)
        storedSubtitleLabel = label
        label.text = configuration.subtitle
        return label
    }

    /// Sends `events`; a button that `changesSelectionAsPrimaryAction` first toggles its
    /// selection when they include `.primaryActionTriggered`.
    open override func sendActions(for events: Event) {
        if changesSelectionAsPrimaryAction, events.contains(.primaryActionTriggered) { isSelected.toggle() }
        super.sendActions(for: events)
    }

    /// The context-menu configuration for a long press: `menu` when the button has one (a
    /// button is its own context-menu delegate in UIKit), else nil. An override point.
    open override func contextMenuInteraction(_ interaction: ContextMenuInteraction, configurationForMenuAtLocation location: CGPoint) -> ContextMenuConfiguration? {
        guard let menu else { return nil }
        return ContextMenuConfiguration(actionProvider: { _ in menu })
    }

    // MARK: Per-state content

    private var storedTitleLabel: Label?

    private var storedImageView: ImageView?

    /// A label showing the current title, as `UIButton.titleLabel` does: its `text` is
    /// `currentTitle` and its frame `titleRect(forContentRect:)` whenever it is read here, and
    /// what you set on it (font, colour) stays. The model keeps it out of the view tree, so the
    /// button alone shows its title to queries.
    open var titleLabel: Label? {
        let label = storedTitleLabel ?? Label(frame: .zero)
        storedTitleLabel = label
        if let attributed = currentAttributedTitle { label.attributedText = attributed } else { label.text = currentTitle }
        placeContent { label.frame = titleRect(forContentRect: contentRect(forBounds: bounds)) }
        return label
    }

    /// An image view showing the current image, as `UIButton.imageView` does: its `image` is
    /// `currentImage` and its frame `imageRect(forContentRect:)` whenever it is read here; what
    /// you set on it (content mode, tint) stays. Kept out of the view tree, as `titleLabel`.
    open var imageView: ImageView? {
        let view = storedImageView ?? ImageView(frame: .zero)
        storedImageView = view
        view.image = currentImage
        placeContent { view.frame = imageRect(forContentRect: contentRect(forBounds: bounds)) }
        return view
    }

    private var placingContent = false

    /// Runs `place` unless already placing: an override of the rectangle methods may read
    /// `titleLabel` or `imageView`, which place themselves.
    private func placeContent(_ place: () -> Void) {
        guard !placingContent else { return }
        placingContent = true
        defer { placingContent = false }
        place()
    }

    // MARK: Rectangles (override points, as in UIKit)

    /// The rectangle of the background: the bounds.
    open func backgroundRect(forBounds bounds: CGRect) -> CGRect { bounds }

    /// The rectangle for the title and image: the bounds less `contentEdgeInsets`.
    open func contentRect(forBounds bounds: CGRect) -> CGRect { bounds.inset(by: contentEdgeInsets) }

    /// The title's rectangle in `contentRect`: the title's size by the model's text metric,
    /// after the image, with the pair centred (less `titleEdgeInsets`).
    open func titleRect(forContentRect contentRect: CGRect) -> CGRect {
        let (title, image) = contentSizes
        let origin = contentOrigin(in: contentRect, width: title.width + image.width, height: title.height)
        return CGRect(origin: CGPoint(x: origin.x + image.width, y: origin.y), size: title).inset(by: titleEdgeInsets)
    }

    /// The image's rectangle in `contentRect`: the image's size, before the title, with the pair
    /// centred (less `imageEdgeInsets`).
    open func imageRect(forContentRect contentRect: CGRect) -> CGRect {
        let (title, image) = contentSizes
        let origin = contentOrigin(in: contentRect, width: title.width + image.width, height: image.height)
        return CGRect(origin: origin, size: image).inset(by: imageEdgeInsets)
    }

    /// The sizes of the current title (in the title label's font) and image.
    private var contentSizes: (title: CGSize, image: CGSize) {
        let font = storedTitleLabel?.font ?? .systemFont(ofSize: 17)
        return (TextMetrics.size(currentTitle, font, numberOfLines: 1, maximumWidth: nil), currentImage?.size ?? .zero)
    }

    /// Where content `width` wide and `height` tall starts in `rect`, by the content alignments.
    private func contentOrigin(in rect: CGRect, width: CGFloat, height: CGFloat) -> CGPoint {
        let x: CGFloat = switch contentHorizontalAlignment {
        case .left, .leading: rect.minX
        case .right, .trailing: rect.maxX - width
        default: rect.midX - width / 2
        }
        let y: CGFloat = switch contentVerticalAlignment {
        case .top: rect.minY
        case .bottom: rect.maxY - height
        default: rect.midY - height / 2
        }
        return CGPoint(x: x, y: y)
    }

    /// Sets (or with nil removes) the styled title for `state`; while one applies it is the
    /// title shown (`currentTitle` is its characters).
    open func setAttributedTitle(_ title: NSAttributedString?, for state: State) {
        attributedTitles.set(title.map { NSAttributedString(attributedString: $0) }, for: state)
        invalidateIntrinsicContentSize()
    }

    /// The styled title for `state`, falling back to the `.normal` one.
    open func attributedTitle(for state: State) -> NSAttributedString? {
        attributedTitles.value(for: state)
    }

    /// The styled title for the current state.
    open var currentAttributedTitle: NSAttributedString? { attributedTitle(for: state) }

    /// Sets (or with nil removes) the symbol configuration of images for `state` (stored).
    open func setPreferredSymbolConfiguration(_ configuration: Image.SymbolConfiguration?, forImageIn state: State) {
        symbolConfigurations.set(configuration, for: state)
    }

    /// The symbol configuration of images for `state`, falling back to the `.normal` one.
    open func preferredSymbolConfigurationForImage(in state: State) -> Image.SymbolConfiguration? {
        symbolConfigurations.value(for: state)
    }

    /// Sets (or with nil removes) the title for `state`.
    open func setTitle(_ title: String?, for state: State) {
        titles.set(title, for: state)
        invalidateIntrinsicContentSize()
    }

    /// The title for `state`, falling back to the `.normal` title.
    open func title(for state: State) -> String? {
        titles.value(for: state)
    }

    /// Sets (or with nil removes) the title colour for `state`.
    open func setTitleColor(_ color: Color?, for state: State) {
        titleColors.set(color, for: state)
    }

    /// The title colour for `state`, falling back to the `.normal` colour.
    open func titleColor(for state: State) -> Color? {
        titleColors.value(for: state)
    }

    /// Sets (or with nil removes) the title's shadow colour for `state` (stored).
    open func setTitleShadowColor(_ color: Color?, for state: State) {
        titleShadowColors.set(color, for: state)
    }

    /// The title's shadow colour for `state`, falling back to the `.normal` one.
    open func titleShadowColor(for state: State) -> Color? {
        titleShadowColors.value(for: state)
    }

    /// The title's shadow colour for the current state.
    open var currentTitleShadowColor: Color? { titleShadowColor(for: state) }

    /// Whether the title's shadow flips while highlighted (stored).
    open var reversesTitleShadowWhenHighlighted = false

    /// Sets (or with nil removes) the image for `state`.
    open func setImage(_ image: Image?, for state: State) {
        images.set(image, for: state)
    }

    /// The image for `state`, falling back to the `.normal` image.
    open func image(for state: State) -> Image? {
        images.value(for: state)
    }

    /// Whether the image darkens while highlighted (deprecated in UIKit; stored).
    open var adjustsImageWhenHighlighted = true
    /// Whether the image lightens while disabled (deprecated in UIKit; stored).
    open var adjustsImageWhenDisabled = true
    /// Whether the button glows when tapped (stored).
    open var showsTouchWhenHighlighted = false
    /// Room around the title and image (deprecated in UIKit; stored).
    open var contentEdgeInsets: EdgeInsets = .zero
    /// Room around the title (deprecated in UIKit; stored).
    open var titleEdgeInsets: EdgeInsets = .zero
    /// Room around the image (deprecated in UIKit; stored).
    open var imageEdgeInsets: EdgeInsets = .zero

    /// Sets (or with nil removes) the background image for `state`.
    open func setBackgroundImage(_ image: Image?, for state: State) {
        backgroundImages.set(image, for: state)
    }

    /// The background image for `state`, falling back to the `.normal` one.
    open func backgroundImage(for state: State) -> Image? {
        backgroundImages.value(for: state)
    }

    /// The title for the current state: the styled title's characters when one applies.
    open var currentTitle: String? { currentAttributedTitle?.string ?? title(for: state) }
    /// The title colour for the current state, or the tint colour when none is set.
    open var currentTitleColor: Color { titleColor(for: state) ?? tintColor }
    /// The image for the current state.
    open var currentImage: Image? { image(for: state) }
    /// The background image for the current state.
    open var currentBackgroundImage: Image? { backgroundImage(for: state) }

    // MARK: Pointer

    private var systemPointerInteraction: PointerInteraction?

    /// Whether the button has the system pointer interaction. Setting true adds exactly one
    /// system-provided `PointerInteraction` to `interactions`; setting false removes it.
    open var isPointerInteractionEnabled = false {
        didSet {
            guard isPointerInteractionEnabled != oldValue else { return }
            if isPointerInteractionEnabled {
                let interaction = PointerInteraction(delegate: nil)
                interaction.isSystemProvided = true
                systemPointerInteraction = interaction
                addInteraction(interaction)
            } else if let interaction = systemPointerInteraction {
                removeInteraction(interaction)
                systemPointerInteraction = nil
            }
        }
    }

    /// Computes the pointer style from the button, the proposed effect and shape; like UIKit's
    /// `UIButton.PointerStyleProvider`.
    public typealias PointerStyleProvider = @MainActor (Button, PointerEffect, PointerShape) -> PointerStyle?

    /// A custom pointer style; nil uses the system style.
    open var pointerStyleProvider: PointerStyleProvider?

    // MARK: Accessibility and description

    override var defaultAccessibilityLabel: String? { currentTitle }

    override var defaultAccessibilityTraits: AccessibilityTraits {
        super.defaultAccessibilityTraits.union(.button)
    }

    override var descriptionText: String? { currentTitle }
}
