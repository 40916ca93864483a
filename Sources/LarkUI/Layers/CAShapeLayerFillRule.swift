/// Which points a shape layer fills, Core Animation's `CAShapeLayerFillRule`.
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The name Core Animation uses.
    public let rawValue: String

    /// Wraps a name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Wraps a name (Core Animation's unlabelled form).
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// The name.
    public var description: String { rawValue }

    /// Non-zero winding (the default).
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    /// Even-odd crossings.
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}
