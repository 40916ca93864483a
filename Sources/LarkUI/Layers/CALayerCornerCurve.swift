/// The curve of a layer's rounded corners, Core Animation's `CALayerCornerCurve` (stored only).
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The name Core Animation uses.
    public let rawValue: String

    /// Wraps a name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Wraps a name (Core Animation's unlabelled form).
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// The name.
    public var description: String { rawValue }

    /// Quarter circles (the default).
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    /// Continuous curvature, as iOS app icons.
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}
