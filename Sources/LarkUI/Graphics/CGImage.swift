import Foundation

// TEMPORARY STUB: replaced by the graphics branch.
public final class CGImage: Sendable {
    public let width: Int
    public let height: Int
    public init(width: Int, height: Int) { self.width = width; self.height = height }
}
