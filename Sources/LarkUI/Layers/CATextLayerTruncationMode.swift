/// Where a text layer truncates text that does not fit, Core Animation's `CATextLayerTruncationMode` (stored only).
public struct CATextLayerTruncationMode: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The name Core Animation uses.
    public let rawValue: String

    /// Wraps a name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Wraps a name (Core Animation's unlabelled form).
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// The name.
    public var description: String { rawValue }

    /// Not truncated (the default).
    public static let none = CATextLayerTruncationMode(rawValue: "none")
    /// At the start.
    public static let start = CATextLayerTruncationMode(rawValue: "start")
    /// At the end.
    public static let end = CATextLayerTruncationMode(rawValue: "end")
    /// In the middle.
    public static let middle = CATextLayerTruncationMode(rawValue: "middle")
}
