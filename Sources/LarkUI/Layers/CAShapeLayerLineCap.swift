/// How a shape layer's stroke ends are drawn, Core Animation's `CAShapeLayerLineCap` (stored only).
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The name Core Animation uses.
    public let rawValue: String

    /// Wraps a name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Wraps a name (Core Animation's unlabelled form).
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// The name.
    public var description: String { rawValue }

    /// Squared off at the end point (the default).
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    /// A half circle beyond the end point.
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    /// A half square beyond the end point.
    public static let square = CAShapeLayerLineCap(rawValue: "square")
}
