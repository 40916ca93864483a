import Foundation

/// A blur or vibrancy effect (`UIVisualEffect`); recorded, never rendered.
@MainActor
open class VisualEffect {
    /// An effect.
    public init() {}
}

/// A blur (`UIBlurEffect`).
@MainActor
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
@MainActor
open class VibrancyEffect: VisualEffect {
    /// The blur it brightens.
    public let blurEffect: BlurEffect
    /// Vibrancy for `blurEffect`.
    public init(blurEffect: BlurEffect) { self.blurEffect = blurEffect }
}

/// A view showing a visual effect behind its `contentView`, like `UIVisualEffectView`. Add
/// subviews to `contentView`, as UIKit asks.
@MainActor
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
