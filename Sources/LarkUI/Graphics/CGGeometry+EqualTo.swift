import Foundation

// CoreGraphics' `equalTo` comparisons, which Foundation on Linux leaves out; older screen code
// still spells equality this way.

extension CGRect {
    /// Whether both rectangles have the same origin and size.
    public func equalTo(_ rect2: CGRect) -> Bool { self == rect2 }
}

extension CGSize {
    /// Whether both sizes have the same width and height.
    public func equalTo(_ size2: CGSize) -> Bool { self == size2 }
}

extension CGPoint {
    /// Whether both points are the same.
    public func equalTo(_ point2: CGPoint) -> Bool { self == point2 }
}
