/// The kind of a layer transition, Core Animation's `CATransitionType` (stored only).
public struct CATransitionType: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The name Core Animation uses.
    public let rawValue: String

    /// Wraps a name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Wraps a name (Core Animation's unlabelled form).
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// The name.
    public var description: String { rawValue }

    /// Cross-fades (the default).
    public static let fade = CATransitionType(rawValue: "fade")
    /// Moves the new content over the old.
    public static let moveIn = CATransitionType(rawValue: "moveIn")
    /// Pushes the old content out.
    public static let push = CATransitionType(rawValue: "push")
    /// Moves the old content away, revealing the new.
    public static let reveal = CATransitionType(rawValue: "reveal")
}
