import Foundation

/// A node of a view tree, as reachability sees it: its own visual state, its place in its
/// parent, its parent, and a short description for messages.
///
/// Every `View` (windows included) is one. `Reachability` walks from a node to its parents
/// iteratively, so trees of any depth work; the parent chain must not contain a cycle. Adopt it
/// to use `beVisible` and `beInteractible` on another view tree:
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
@preconcurrency @MainActor
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
    /// Whether the node receives touches. Default: true.
    var isUserInteractionEnabled: Bool { get }
    /// Whether this node is the root of the key window (what `beVisible()` requires at the top
    /// of the chain). `View`: true for the key `Window`. Default: false.
    var isKeyWindowNode: Bool { get }
    /// The node's rectangle in its parent's coordinates. `View`: `frame`. Default: `nodeSize`
    /// at the parent's origin.
    var nodeFrame: CGRect { get }
    /// The node's rectangle in its own coordinates, the space its children's frames are in.
    /// `View`: `bounds`. Default: `nodeSize` at the origin.
    var nodeBounds: CGRect { get }
    /// Whether what lies outside `nodeBounds` is cut off from sight. `View`: `clipsToBounds`,
    /// and always for a window (the screen). Default: false.
    var clipsContent: Bool { get }
    /// What is presented over this node and covers it from sight and touch, or nil. `View`: for
    /// the root view of a controller under an alert, an action sheet or a full-screen
    /// presentation, that presentation (docs/reachability.md#presentations). Default: nil.
    var nodeCover: NodeCover? { get }
}

/// A presentation that covers a node: what covers it and what it covers, as messages name them.
public struct NodeCover: Hashable, Sendable {
    /// The covering presentation, e.g. `AlertController "Delete?"`.
    public let cover: String
    /// What it is presented over, e.g. `ListViewController`.
    public let covered: String
    /// Whether the cover is an alert or action sheet, whose actions dismiss it.
    public let isAlert: Bool

    /// Creates a cover description.
    public init(cover: String, covered: String, isAlert: Bool = false) {
        self.cover = cover
        self.covered = covered
        self.isAlert = isAlert
    }
}

extension ViewHierarchyNode {
    /// Nodes receive touches unless they say otherwise.
    public var isUserInteractionEnabled: Bool { true }
    /// Nodes are not key windows unless they say otherwise.
    public var isKeyWindowNode: Bool { false }
    /// `nodeSize` at the parent's origin.
    public var nodeFrame: CGRect { CGRect(origin: .zero, size: nodeSize) }
    /// `nodeSize` at the origin.
    public var nodeBounds: CGRect { CGRect(origin: .zero, size: nodeSize) }
    /// Nodes do not clip unless they say so.
    public var clipsContent: Bool { false }
    /// Nothing covers a node unless it says so.
    public var nodeCover: NodeCover? { nil }
}
