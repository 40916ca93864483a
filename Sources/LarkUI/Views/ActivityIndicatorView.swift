import Foundation

/// A spinner that shows work in progress, like `UIActivityIndicatorView`. It hides while stopped
/// when `hidesWhenStopped` (the default), so a stopped spinner is not visible to a user.
@preconcurrency @MainActor
open class ActivityIndicatorView: View {
    /// The spinner's size (`UIActivityIndicatorView.Style`).
    public enum Style: Int, Hashable, Sendable {
        /// The medium spinner (20 points).
        case medium
        /// The large spinner (37 points).
        case large
        /// The old large white spinner.
        case whiteLarge
        /// The old white spinner.
        case white
        /// The old grey spinner.
        case gray
    }

    /// The style; its size is the spinner's intrinsic size.
    open var style: Style {
        didSet { invalidateIntrinsicContentSize() }
    }
    /// Whether it is spinning.
    public private(set) var isAnimating = false
    /// Whether it hides while stopped (true by default).
    open var hidesWhenStopped = true {
        didSet { isHidden = hidesWhenStopped && !isAnimating }
    }
    /// The spinner's colour.
    open var color: Color! = .gray

    /// A spinner of `style`, stopped and hidden.
    public init(style: Style) {
        self.style = style
        super.init(frame: CGRect(x: 0, y: 0, width: style.side, height: style.side))
        isHidden = true
    }

    /// A medium spinner with the given frame, stopped and hidden. A frame without a size
    /// (`ActivityIndicatorView()`) gets the medium size at its origin: apps place such a spinner
    /// by its `center` alone, and it shows on iOS.
    public override init(frame: CGRect) {
        style = .medium
        let side = Style.medium.side
        super.init(frame: frame.size == .zero ? CGRect(origin: frame.origin, size: CGSize(width: side, height: side)) : frame)
        isHidden = true
    }

    /// A medium spinner as a storyboard makes it, stopped and hidden.
    public required init(coder: NSCoder) {
        style = .medium
        super.init(frame: .zero)
        isHidden = true
    }

    /// Starts spinning and shows.
    open func startAnimating() {
        isAnimating = true
        isHidden = false
    }

    /// Stops spinning; hides when `hidesWhenStopped`.
    open func stopAnimating() {
        isAnimating = false
        if hidesWhenStopped { isHidden = true }
    }

    override var defaultIsAccessibilityElement: Bool { true }
    override var defaultAccessibilityLabel: String? { isAnimating ? "In progress" : nil }
}

extension ActivityIndicatorView.Style {
    /// The spinner's width and height in points.
    var side: CGFloat { self == .large || self == .whiteLarge ? 37 : 20 }
}
