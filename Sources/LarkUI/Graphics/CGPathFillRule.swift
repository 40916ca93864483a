/// Which points are inside a path, CoreGraphics' `CGPathFillRule`; used by `CGPath.contains`.
public enum CGPathFillRule: Int, Hashable, Sendable, CaseIterable {
    /// Inside where the path winds a non-zero number of times around the point (the default).
    case winding = 0
    /// Inside where a ray from the point crosses the path an odd number of times.
    case evenOdd = 1
}
