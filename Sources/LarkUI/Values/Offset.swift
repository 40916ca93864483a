import Foundation

/// A horizontal and vertical shift, like `UIOffset` (used by bar button titles and search bars).
public struct Offset: Hashable, Sendable {
    /// The horizontal shift.
    public var horizontal: CGFloat
    /// The vertical shift.
    public var vertical: CGFloat
    /// An offset of `horizontal` and `vertical`.
    public init(horizontal: CGFloat, vertical: CGFloat) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
    /// No offset.
    public init() { self.init(horizontal: 0, vertical: 0) }
    /// No offset.
    public static let zero = Offset()
}
