/// How images are resampled when drawn scaled, CoreGraphics' `CGInterpolationQuality` (stored only).
public enum CGInterpolationQuality: Int32, Hashable, Sendable, CaseIterable {
    /// The context's default.
    case `default` = 0
    /// No interpolation.
    case none = 1
    /// Low quality, fast.
    case low = 2
    /// Medium quality.
    case medium = 4
    /// High quality, slow.
    case high = 3
}
