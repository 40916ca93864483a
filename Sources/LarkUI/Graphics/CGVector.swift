import Foundation

/// A two-dimensional vector, CoreGraphics' `CGVector` (used for offsets and physics impulses).
public struct CGVector: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The horizontal component.
    public var dx: CGFloat
    /// The vertical component.
    public var dy: CGFloat

    /// Creates a vector from its components.
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    /// Creates a vector from integer components.
    public init(dx: Int, dy: Int) {
        self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    /// Creates a vector from `Double` components.
    public init(dx: Double, dy: Double) {
        self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    /// The zero vector.
    public init() {
        self.init(dx: 0 as CGFloat, dy: 0 as CGFloat)
    }

    /// The zero vector.
    public static let zero = CGVector()

    /// For example `(3.0, 4.0)`.
    public var description: String { "(\(dx), \(dy))" }
}
