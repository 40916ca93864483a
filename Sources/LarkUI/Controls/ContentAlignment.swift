/// Horizontal content alignment (`UIControl.ContentHorizontalAlignment`).
public enum ContentHorizontalAlignment: Int, Hashable, Sendable {
    /// Centred.
    case center
    /// Left.
    case left
    /// Right.
    case right
    /// Filling.
    case fill
    /// Leading edge.
    case leading
    /// Trailing edge.
    case trailing
}

/// Vertical content alignment (`UIControl.ContentVerticalAlignment`).
public enum ContentVerticalAlignment: Int, Hashable, Sendable {
    /// Centred.
    case center
    /// Top.
    case top
    /// Bottom.
    case bottom
    /// Filling.
    case fill
}

extension Control {
    /// `UIControl.ContentHorizontalAlignment`.
    public typealias ContentHorizontalAlignment = LarkUI.ContentHorizontalAlignment
    /// `UIControl.ContentVerticalAlignment`.
    public typealias ContentVerticalAlignment = LarkUI.ContentVerticalAlignment
}
