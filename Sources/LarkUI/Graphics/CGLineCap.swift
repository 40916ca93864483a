/// How the ends of a stroked line are drawn, CoreGraphics' `CGLineCap` (stored only).
public enum CGLineCap: Int32, Hashable, Sendable, CaseIterable {
    /// Squared off exactly at the end point (the default).
    case butt = 0
    /// A half circle beyond the end point.
    case round = 1
    /// A half square beyond the end point.
    case square = 2
}
