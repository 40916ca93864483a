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
    private var titleColors = PerStateValues<Color>()
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

    // MARK: Menu

    /// The menu the button opens, like `UIButton.menu`; nil by default.
    open var menu: Menu?

    /// Whether a tap opens `menu` (true) or a long press does (false, the default), as in UIKit.
    open var showsMenuAsPrimaryAction = false

    // MARK: Per-state content

    private var storedTitleLabel: Label?

    /// A label showing the current title, as `UIButton.titleLabel` does: its `text` is
    /// `currentTitle` whenever it is read here, and what you set on it (font, colour) stays.
    /// The model keeps it out of the view tree, so the button alone shows its title to queries.
    open var titleLabel: Label? {
        let label = storedTitleLabel ?? Label(frame: CGRect(origin: .zero, size: frame.size))
        storedTitleLabel = label
        label.text = currentTitle
        return label
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

    /// The title for the current state.
    open var currentTitle: String? { title(for: state) }
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

/// A button's values per state, read with UIKit's fallback to the `.normal` value.
private struct PerStateValues<Value> {
    private var values: [Control.State: Value] = [:]

    /// Sets (or with nil removes) the value for `state`.
    mutating func set(_ value: Value?, for state: Control.State) {
        values[state] = value
    }

    /// The value for `state`, falling back to the `.normal` value.
    func value(for state: Control.State) -> Value? {
        values[state] ?? values[.normal]
    }
}
