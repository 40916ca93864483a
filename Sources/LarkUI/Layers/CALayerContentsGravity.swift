/// Where a layer's contents sit in its bounds, Core Animation's `CALayerContentsGravity` (stored only).
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The name Core Animation uses.
    public let rawValue: String

    /// Wraps a name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Wraps a name (Core Animation's unlabelled form).
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// The name.
    public var description: String { rawValue }

    /// Centred, unscaled.
    public static let center = CALayerContentsGravity(rawValue: "center")
    /// Top edge, unscaled.
    public static let top = CALayerContentsGravity(rawValue: "top")
    /// Bottom edge, unscaled.
    public static let bottom = CALayerContentsGravity(rawValue: "bottom")
    /// Left edge, unscaled.
    public static let left = CALayerContentsGravity(rawValue: "left")
    /// Right edge, unscaled.
    public static let right = CALayerContentsGravity(rawValue: "right")
    /// Top-left corner, unscaled.
    public static let topLeft = CALayerContentsGravity(rawValue: "topLeft")
    /// Top-right corner, unscaled.
    public static let topRight = CALayerContentsGravity(rawValue: "topRight")
    /// Bottom-left corner, unscaled.
    public static let bottomLeft = CALayerContentsGravity(rawValue: "bottomLeft")
    /// Bottom-right corner, unscaled.
    public static let bottomRight = CALayerContentsGravity(rawValue: "bottomRight")
    /// Stretched to fill (the default).
    public static let resize = CALayerContentsGravity(rawValue: "resize")
    /// Scaled to fit, aspect kept.
    public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
    /// Scaled to fill, aspect kept.
    public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")
}
