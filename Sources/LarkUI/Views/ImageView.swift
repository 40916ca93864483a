import Foundation

/// Shows an image, like `UIImageView`. Not an accessibility element by default; trait `.image`.
@MainActor
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

    /// An image view showing `image`, sized to it.
    public convenience init(image: Image?) {
        self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
    }

    /// The image shown.
    open var image: Image? {
        didSet { invalidateIntrinsicContentSize() }
    }
    /// The image shown while highlighted.
    open var highlightedImage: Image?
    /// Whether the highlighted image is shown.
    open var isHighlighted = false

    override var defaultAccessibilityTraits: AccessibilityTraits { .image }
}
