/// How a keyframe animation interpolates, Core Animation's `CAAnimationCalculationMode` (stored only).
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The name Core Animation uses.
    public let rawValue: String

    /// Wraps a name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Wraps a name (Core Animation's unlabelled form).
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// The name.
    public var description: String { rawValue }

    /// Linear interpolation (the default).
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    /// Jumps from value to value.
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    /// Even pacing.
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    /// A smooth spline.
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    /// A smooth spline with even pacing.
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}
