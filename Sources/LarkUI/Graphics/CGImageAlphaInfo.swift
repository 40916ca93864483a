/// How a bitmap stores alpha, CoreGraphics' `CGImageAlphaInfo` (accepted by the bitmap
/// `CGContext` initialiser through its raw value; stored nowhere).
public enum CGImageAlphaInfo: UInt32, Hashable, Sendable, CaseIterable {
    /// No alpha.
    case none = 0
    /// Premultiplied alpha in the last byte.
    case premultipliedLast = 1
    /// Premultiplied alpha in the first byte.
    case premultipliedFirst = 2
    /// Alpha in the last byte.
    case last = 3
    /// Alpha in the first byte.
    case first = 4
    /// No alpha; the last byte is ignored.
    case noneSkipLast = 5
    /// No alpha; the first byte is ignored.
    case noneSkipFirst = 6
    /// Alpha only.
    case alphaOnly = 7
}
