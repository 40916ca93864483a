import Foundation

extension CGRect {
    /// Whether the two rectangles overlap with some area (a shared edge is not enough).
    func sharesArea(with other: CGRect) -> Bool {
        maxX > other.minX && minX < other.maxX && maxY > other.minY && minY < other.maxY
    }
}
