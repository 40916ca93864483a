import Foundation

// `isHidden`, `alpha` and `isUserInteractionEnabled` are the view's own properties.
extension View: ViewHierarchyNode {
    /// The view's `frame.size`.
    public var nodeSize: CGSize { frame.size }
    /// The view's `superview`.
    public var parentNode: (any ViewHierarchyNode)? { superview }
    /// The view's `description`, e.g. `Button "Save"` or `View#root`.
    public var nodeDescription: String { description }
    /// True for the application's key window.
    public var isKeyWindowNode: Bool { (self as? Window)?.isKeyWindow ?? false }
    /// The view's `frame`.
    public var nodeFrame: CGRect { frame }
    /// The view's `bounds`.
    public var nodeBounds: CGRect { bounds }
    /// `clipsToBounds`; a window always clips (nothing is seen off the screen).
    public var clipsContent: Bool { clipsToBounds || self is Window }
}
