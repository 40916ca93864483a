/// The shape of a gradient layer's gradient, Core Animation's `CAGradientLayerType` (stored only).
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The name Core Animation uses.
    public let rawValue: String

    /// Wraps a name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Wraps a name (Core Animation's unlabelled form).
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// The name.
    public var description: String { rawValue }

    /// Along the line from start to end point (the default).
    public static let axial = CAGradientLayerType(rawValue: "axial")
    /// Outwards from the start point.
    public static let radial = CAGradientLayerType(rawValue: "radial")
    /// Around the start point.
    public static let conic = CAGradientLayerType(rawValue: "conic")
}
