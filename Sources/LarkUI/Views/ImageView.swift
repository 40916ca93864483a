import Foundation

/// Shows an image, like `UIImageView`. Not an accessibility element by default; trait `.image`.
@preconcurrency @MainActor
open class ImageView: View {
    /// Image views do not receive touches by default, as in UIKit.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// An image view as a storyboard makes it (not receiving touches either).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }

    /// An image view showing `image`, sized to it. Designated, as in UIKit, so subclasses
    /// override it (`override init(image:)` calling `super.init(image:)`).
    public init(image: Image?) {
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        isUserInteractionEnabled = false
        self.image = image
    }

    /// An image view showing `image`, and `highlightedImage` while highlighted, sized to `image`.
    /// Designated, as in UIKit.
    public init(image: Image?, highlightedImage: Image?) {
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        isUserInteractionEnabled = false
        self.image = image
        self.highlightedImage = highlightedImage
    }

    /// The image shown.
    open var image: Image? {
        didSet { invalidateIntrinsicContentSize() }
    }
    /// The image shown while highlighted.
    open var highlightedImage: Image?
    /// Whether the highlighted image is shown.
    open var isHighlighted = false
    /// Whether the image grows with the accessibility text sizes
    /// (`UIAccessibilityContentSizeCategoryImageAdjusting`); false by default. Stored only: the
    /// model does not scale images.
    open var adjustsImageSizeForAccessibilityContentSizeCategory = false
    /// The symbol configuration for symbol images it shows (stored).
    open var preferredSymbolConfiguration: Image.SymbolConfiguration?

    // MARK: Animation (the model shows no frames: it records whether the animation runs)

    /// The frames of an animation; nil by default. Setting it while animating keeps animating.
    open var animationImages: [Image]?
    /// The frames shown while highlighted.
    open var highlightedAnimationImages: [Image]?
    /// How long one pass through the frames lasts, in seconds (0: 1/30 s per frame).
    open var animationDuration: TimeInterval = 0
    /// How many passes run (0: repeat until stopped).
    open var animationRepeatCount = 0
    /// Whether the frame animation runs: true between `startAnimating()` and `stopAnimating()`
    /// when there are frames. A finite `animationRepeatCount` does not end it in the model,
    /// where no time passes.
    open var isAnimating: Bool { animating && !(animationImages ?? []).isEmpty }
    private var animating = false

    /// Starts the frame animation (nothing runs without `animationImages`).
    open func startAnimating() { animating = true }

    /// Stops the frame animation.
    open func stopAnimating() { animating = false }

    override var defaultAccessibilityTraits: AccessibilityTraits { .image }
}
