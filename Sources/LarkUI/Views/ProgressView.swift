import Foundation

/// A bar showing how far a task has come, like `UIProgressView`: 4 points tall by intrinsic
/// size, as wide as layout makes it.
@preconcurrency @MainActor
open class ProgressView: View {
    /// The bar's look (`UIProgressView.Style`).
    public enum Style: Int, Hashable, Sendable {
        /// The standard bar.
        case `default`
        /// The toolbar bar.
        case bar
    }

    /// The style.
    open var progressViewStyle: Style
    /// How far, 0...1 (values outside are clamped, as UIKit does); while `observedProgress` is
    /// set, its fraction completed as it is now.
    open var progress: Float {
        get { observedProgress.map { Float(min(max($0.fractionCompleted, 0), 1)) } ?? storedProgress }
        set { storedProgress = min(max(newValue, 0), 1) }
    }
    private var storedProgress: Float = 0
    /// The filled part's colour.
    open var progressTintColor: Color?
    /// The unfilled part's colour.
    open var trackTintColor: Color?
    /// A `Progress` object the bar follows (UIKit observes it; the model reads it whenever
    /// `progress` is read).
    open var observedProgress: Progress? {
        didSet { if let observedProgress { progress = Float(observedProgress.fractionCompleted) } }
    }
    /// An image for the filled part (stored).
    open var progressImage: Image?
    /// An image for the unfilled part (stored).
    open var trackImage: Image?

    /// A bar of `style` at 0.
    public init(progressViewStyle style: Style) {
        progressViewStyle = style
        super.init(frame: CGRect(x: 0, y: 0, width: 150, height: 4))
    }

    /// A default bar with the given frame.
    public override init(frame: CGRect) {
        progressViewStyle = .default
        super.init(frame: frame)
    }

    /// A default bar as a storyboard makes it.
    public required init?(coder: NSCoder) {
        progressViewStyle = .default
        super.init(coder: coder)
    }

    /// Sets the progress (clamped to 0...1).
    open func setProgress(_ progress: Float, animated: Bool) { self.progress = progress }

    override var defaultIsAccessibilityElement: Bool { true }
    override var defaultAccessibilityValue: String? { "\(Int((progress * 100).rounded()))%" }
    override var defaultAccessibilityTraits: AccessibilityTraits { .updatesFrequently }
}
