import Foundation

/// How a bar looks (`UIBarAppearance`): background and shadow, stored for a test to read. The
/// `configureWith...` methods reset the background as UIKit documents.
@preconcurrency @MainActor
open class BarAppearance {
    /// An appearance with the default background.
    public init() {}

    /// A copy of `other`.
    public init(barAppearance other: BarAppearance) {
        backgroundEffect = other.backgroundEffect
        backgroundColor = other.backgroundColor
        backgroundImage = other.backgroundImage
        backgroundImageContentMode = other.backgroundImageContentMode
        shadowColor = other.shadowColor
        shadowImage = other.shadowImage
    }

    /// The blur behind the bar (a system material by default).
    open var backgroundEffect: BlurEffect? = BlurEffect(style: .systemChromeMaterial)
    /// The background colour.
    open var backgroundColor: Color?
    /// The background image.
    open var backgroundImage: Image?
    /// How the background image fills.
    open var backgroundImageContentMode: View.ContentMode = .scaleToFill
    /// The hairline under the bar's colour.
    open var shadowColor: Color? = Color(white: 0, alpha: 0.3)
    /// The hairline's image.
    open var shadowImage: Image?

    /// A translucent background with a blur and a shadow.
    open func configureWithDefaultBackground() {
        backgroundEffect = BlurEffect(style: .systemChromeMaterial)
        backgroundColor = nil
        backgroundImage = nil
        shadowColor = Color(white: 0, alpha: 0.3)
    }

    /// An opaque background in the system background colour, with a shadow.
    open func configureWithOpaqueBackground() {
        backgroundEffect = nil
        backgroundColor = .systemBackground
        backgroundImage = nil
        shadowColor = Color(white: 0, alpha: 0.3)
    }

    /// No background and no shadow.
    open func configureWithTransparentBackground() {
        backgroundEffect = nil
        backgroundColor = nil
        backgroundImage = nil
        shadowColor = nil
    }

    /// A copy of this appearance.
    open func copy() -> Any { BarAppearance(barAppearance: self) }
}

/// How a navigation bar looks (`UINavigationBarAppearance`).
@preconcurrency @MainActor
open class NavigationBarAppearance: BarAppearance {
    /// The title's attributes.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The large title's attributes.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// Where the title sits (stored).
    open var titlePositionAdjustment: Offset = .zero
    /// Plain buttons' look.
    open var buttonAppearance = BarButtonItemAppearance()
    /// Done buttons' look.
    open var doneButtonAppearance = BarButtonItemAppearance(style: .done)
    /// The back button's look.
    open var backButtonAppearance = BarButtonItemAppearance()
    /// The back indicator image (stored).
    public private(set) var backIndicatorImage: Image?

    /// Sets the back indicator image and its transition mask.
    open func setBackIndicatorImage(_ backIndicatorImage: Image?, transitionMaskImage: Image?) {
        self.backIndicatorImage = backIndicatorImage
    }

    /// A copy of this appearance.
    open override func copy() -> Any {
        let copy = NavigationBarAppearance(barAppearance: self)
        copy.titleTextAttributes = titleTextAttributes
        copy.largeTitleTextAttributes = largeTitleTextAttributes
        copy.titlePositionAdjustment = titlePositionAdjustment
        copy.backIndicatorImage = backIndicatorImage
        return copy
    }
}

/// How a tab bar looks (`UITabBarAppearance`).
@preconcurrency @MainActor
open class TabBarAppearance: BarAppearance {
    /// Items' look in a stacked (portrait phone) layout.
    open var stackedLayoutAppearance = TabBarItemAppearance()
    /// Items' look in an inline layout.
    open var inlineLayoutAppearance = TabBarItemAppearance()
    /// Items' look in a compact inline layout.
    open var compactInlineLayoutAppearance = TabBarItemAppearance()
    /// The selection indicator's tint (stored).
    open var selectionIndicatorTintColor: Color?
}

/// How a toolbar looks (`UIToolbarAppearance`).
@preconcurrency @MainActor
open class ToolbarAppearance: BarAppearance {
    /// Plain buttons' look.
    open var buttonAppearance = BarButtonItemAppearance()
    /// Done buttons' look.
    open var doneButtonAppearance = BarButtonItemAppearance(style: .done)
}

/// The look of one state of a bar item (`UIBarButtonItemStateAppearance`,
/// `UITabBarItemStateAppearance`).
@preconcurrency @MainActor
public final class BarItemStateAppearance {
    /// The title's attributes.
    public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// Where the title sits.
    public var titlePositionAdjustment: Offset = .zero
    /// The icon's colour (tab bar items).
    public var iconColor: Color?
    /// The badge's background (tab bar items).
    public var badgeBackgroundColor: Color?
    init() {}
}

/// How bar button items look in each state (`UIBarButtonItemAppearance`).
@preconcurrency @MainActor
public final class BarButtonItemAppearance {
    /// The look when enabled.
    public let normal = BarItemStateAppearance()
    /// The look while touched.
    public let highlighted = BarItemStateAppearance()
    /// The look when disabled.
    public let disabled = BarItemStateAppearance()
    /// The look while focused.
    public let focused = BarItemStateAppearance()
    /// The style it is for.
    public let style: BarButtonItem.Style
    /// An appearance for `style` items.
    public init(style: BarButtonItem.Style = .plain) { self.style = style }
    /// Resets to the default look.
    public func configureWithDefault(for style: BarButtonItem.Style) {}
}

/// How tab bar items look in each state (`UITabBarItemAppearance`).
@preconcurrency @MainActor
public final class TabBarItemAppearance {
    /// The look when not selected.
    public let normal = BarItemStateAppearance()
    /// The look when selected.
    public let selected = BarItemStateAppearance()
    /// The look when disabled.
    public let disabled = BarItemStateAppearance()
    /// The look while focused.
    public let focused = BarItemStateAppearance()
    /// A default appearance.
    public init() {}
}
