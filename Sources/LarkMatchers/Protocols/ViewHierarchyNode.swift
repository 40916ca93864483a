import Foundation

/// A node of a view tree, as `beVisible` and `beInteractible` see it: its own visual state,
/// its parent, and a short description for failure messages.
///
/// In the model: every `View` (windows included). The matchers walk from a node to its parents
/// iteratively, so trees of any depth work; the parent chain must not contain a cycle.
///
/// ```swift
/// final class Box: ViewHierarchyNode {
///     var isHidden = false
///     var alpha: CGFloat = 1
///     var nodeSize = CGSize(width: 10, height: 10)
///     weak var parent: Box?
///     var parentNode: (any ViewHierarchyNode)? { parent }
///     var nodeDescription: String { "Box" }
/// }
/// ```
@MainActor
public protocol ViewHierarchyNode: AnyObject {
    /// Whether the node is hidden (hidden nodes and everything inside them are invisible).
    var isHidden: Bool { get }
    /// Opacity from 0 (transparent) to 1; below 0.01 (`Reachability.minimumAlpha`) counts as
    /// invisible, as for UIKit's hit-testing.
    var alpha: CGFloat { get }
    /// The node's size; a zero (or negative) width or height counts as invisible.
    /// `View`: `frame.size`.
    var nodeSize: CGSize { get }
    /// The node this one is directly inside, or nil at the root. `View`: `superview`.
    var parentNode: (any ViewHierarchyNode)? { get }
    /// A short description for failure messages and paths, e.g. `Button "Save"` or `View#root`.
    /// `View`: `description`.
    var nodeDescription: String { get }
    /// Whether the node receives touches (checked by `beInteractible`). Default: true.
    var isUserInteractionEnabled: Bool { get }
    /// Whether this node is the root of the key window (what `beVisible()` requires at the top
    /// of the chain). `View`: true for the key `Window`. Default: false.
    var isKeyWindowNode: Bool { get }
}

extension ViewHierarchyNode {
    /// Nodes receive touches unless they say otherwise.
    public var isUserInteractionEnabled: Bool { true }
    /// Nodes are not key windows unless they say otherwise.
    public var isKeyWindowNode: Bool { false }
}
