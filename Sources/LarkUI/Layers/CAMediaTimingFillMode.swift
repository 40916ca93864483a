/// What an animation shows outside its active time, Core Animation's `CAMediaTimingFillMode` (stored only: nothing is presented).
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The name Core Animation uses.
    public let rawValue: String

    /// Wraps a name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Wraps a name (Core Animation's unlabelled form).
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// The name.
    public var description: String { rawValue }

    /// Nothing (the default).
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
    /// The final value after it ends.
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    /// The first value before it starts.
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    /// Both.
    public static let both = CAMediaTimingFillMode(rawValue: "both")
}
