/// How a shape layer's stroke corners are drawn, Core Animation's `CAShapeLayerLineJoin` (stored only).
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The name Core Animation uses.
    public let rawValue: String

    /// Wraps a name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Wraps a name (Core Animation's unlabelled form).
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// The name.
    public var description: String { rawValue }

    /// A sharp corner (the default).
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    /// A rounded corner.
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    /// A bevelled corner.
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}
