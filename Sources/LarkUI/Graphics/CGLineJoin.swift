/// How the corners of a stroked path are drawn, CoreGraphics' `CGLineJoin` (stored only).
public enum CGLineJoin: Int32, Hashable, Sendable, CaseIterable {
    /// A sharp corner, cut off by the miter limit (the default).
    case miter = 0
    /// A rounded corner.
    case round = 1
    /// A bevelled corner.
    case bevel = 2
}
