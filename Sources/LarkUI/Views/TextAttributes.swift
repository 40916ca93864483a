import Foundation

/// How text lines up horizontally (`NSTextAlignment`).
public enum NSTextAlignment: Int, Hashable, Sendable {
    /// Left.
    case left = 0
    /// Centre.
    case center = 1
    /// Right.
    case right = 2
    /// Both edges.
    case justified = 3
    /// The script's natural alignment.
    case natural = 4
}

/// How text that does not fit wraps or truncates (`NSLineBreakMode`).
public enum NSLineBreakMode: Int, Hashable, Sendable {
    /// Wrap at word boundaries.
    case byWordWrapping = 0
    /// Wrap at character boundaries.
    case byCharWrapping
    /// Cut off.
    case byClipping
    /// "...end".
    case byTruncatingHead
    /// "start...".
    case byTruncatingTail
    /// "sta...end".
    case byTruncatingMiddle
}

/// How a shrinking font keeps its baseline (`UIBaselineAdjustment`).
public enum BaselineAdjustment: Int, Hashable, Sendable {
    /// Keep the baselines.
    case alignBaselines
    /// Keep the centres.
    case alignCenters
    /// Keep the top-left.
    case none
}
