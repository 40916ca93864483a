import Foundation

/// How a `GraphicsImageRenderer` makes images, UIKit's `UIGraphicsImageRendererFormat`.
///
/// `default()` and `preferred()` use the model screen's scale, 3 (`Screen.main.scale`).
open class GraphicsImageRendererFormat {
    /// The colour range of rendered images, UIKit's `UIGraphicsImageRendererFormat.Range` (stored only).
    public enum Range: Int, Hashable, Sendable {
        /// Decided by the system.
        case unspecified = -1
        /// The device's range (the default).
        case automatic = 0
        /// Extended range.
        case extended = 1
        /// Standard range.
        case standard = 2
    }

    /// The model screen's scale (`Screen.main.scale`, which is main-actor isolated; a test keeps
    /// the two equal).
    static let screenScale: CGFloat = 3

    /// Pixels per point of rendered images; the screen's scale by default.
    open var scale: CGFloat = screenScale
    /// Whether rendered images have no alpha channel (stored only).
    open var opaque = false
    /// The colour range of rendered images (stored only).
    open var preferredRange: Range = .automatic
    /// The renderer's bounds (zero until a renderer adopts the format).
    open internal(set) var bounds: CGRect = .zero

    /// Whether `preferredRange` is `.extended` (UIKit's older spelling).
    open var prefersExtendedRange: Bool {
        get { preferredRange == .extended }
        set { preferredRange = newValue ? .extended : .standard }
    }

    /// A format at the screen's scale, not opaque, automatic range.
    public required init() {}

    /// The default format: the screen's scale.
    open class func `default`() -> Self { Self() }

    /// The format best for the current device (as `default()` in the model).
    open class func preferred() -> Self { Self() }

    /// A copy, with the same settings.
    func copied() -> GraphicsImageRendererFormat {
        let copy = GraphicsImageRendererFormat()
        copy.scale = scale
        copy.opaque = opaque
        copy.preferredRange = preferredRange
        copy.bounds = bounds
        return copy
    }
}
