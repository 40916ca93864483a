import Foundation

/// A blur or vibrancy effect (`UIVisualEffect`); recorded, never rendered.
@preconcurrency @MainActor
open class VisualEffect {
    /// An effect.
    public init() {}
}

/// A blur (`UIBlurEffect`).
@preconcurrency @MainActor
open class BlurEffect: VisualEffect {
    /// The blur's look (`UIBlurEffect.Style`).
    public enum Style: Int, Hashable, Sendable {
        /// Extra light.
        case extraLight
        /// Light.
        case light
        /// Dark.
        case dark
        /// Regular.
        case regular
        /// Prominent.
        case prominent
        /// Thin system material.
        case systemThinMaterial
        /// System material.
        case systemMaterial
        /// Thick system material.
        case systemThickMaterial
        /// Chrome material.
        case systemChromeMaterial
        /// Ultra-thin system material.
        case systemUltraThinMaterial
    }

    /// The style.
    public let style: Style
    /// A blur of `style`.
    public init(style: Style) { self.style = style }
}

/// Vibrancy over a blur (`UIVibrancyEffect`).
@preconcurrency @MainActor
open class VibrancyEffect: VisualEffect {
    /// The blur it brightens.
    public let blurEffect: BlurEffect
    /// What the vibrancy is for (nil for one made without a style).
    public let style: VibrancyEffectStyle?
    /// Vibrancy for `blurEffect`.
    public init(blurEffect: BlurEffect) {
        self.blurEffect = blurEffect
        style = nil
    }
    /// Vibrancy of `style` for `blurEffect`.
    public init(blurEffect: BlurEffect, style: VibrancyEffectStyle) {
        self.blurEffect = blurEffect
        self.style = style
    }
}

/// What a vibrancy effect is for (`UIVibrancyEffectStyle`).
public enum VibrancyEffectStyle: Int, Hashable, Sendable {
    /// Primary text.
    case label
    /// Secondary text.
    case secondaryLabel
    /// Tertiary text.
    case tertiaryLabel
    /// Quaternary text.
    case quaternaryLabel
    /// A fill.
    case fill
    /// A secondary fill.
    case secondaryFill
    /// A tertiary fill.
    case tertiaryFill
    /// A separator.
    case separator
}

/// A view showing a visual effect behind its `contentView`, like `UIVisualEffectView`. Add
/// subviews to `contentView`, as UIKit asks.
@preconcurrency @MainActor
open class VisualEffectView: View {
    /// The effect (nil for none).
    open var effect: VisualEffect?
    /// Where subviews go; it fills the view.
    public let contentView = View()

    /// A view showing `effect`.
    public init(effect: VisualEffect?) {
        self.effect = effect
        super.init(frame: .zero)
        addSubview(contentView)
    }

    /// A view with no effect.
    public override convenience init(frame: CGRect) {
        self.init(effect: nil)
        self.frame = frame
    }

    /// A view with no effect, as a storyboard makes it.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(contentView)
    }

    open override var frame: CGRect {
        didSet { contentView.frame = CGRect(origin: .zero, size: frame.size) }
    }
}
