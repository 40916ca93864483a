import Foundation

/// The directions focus can move in (`UIFocusHeading`).
public struct FocusHeading: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// Creates a heading from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Upwards.
    public static let up = FocusHeading(rawValue: 1 << 0)
    /// Downwards.
    public static let down = FocusHeading(rawValue: 1 << 1)
    /// To the left.
    public static let left = FocusHeading(rawValue: 1 << 2)
    /// To the right.
    public static let right = FocusHeading(rawValue: 1 << 3)
    /// To the next item.
    public static let next = FocusHeading(rawValue: 1 << 4)
    /// To the previous item.
    public static let previous = FocusHeading(rawValue: 1 << 5)
}
