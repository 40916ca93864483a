import Foundation

/// What can keep a user from seeing or touching a view. `ReachabilityWalk` finds them (the one
/// definition of visibility and touchability, see docs/reachability.md); the UI matchers
/// (`beVisible`, `beInteractible`) and the interaction helpers (`tap()`, `flip()`,
/// `enter(text:)`, ...) ask it, so they never disagree.
public struct ReachabilityFlaws: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt8
    /// Creates a set from raw bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// `isHidden` is true.
    public static let hidden = ReachabilityFlaws(rawValue: 1 << 0)
    /// `alpha` is below `Reachability.minimumAlpha` (UIKit ignores such views when hit-testing).
    public static let transparent = ReachabilityFlaws(rawValue: 1 << 1)
    /// The width is zero or negative.
    public static let noWidth = ReachabilityFlaws(rawValue: 1 << 2)
    /// The height is zero or negative.
    public static let noHeight = ReachabilityFlaws(rawValue: 1 << 3)
    /// `isUserInteractionEnabled` is false: touches never arrive, at the view or inside it.
    public static let userInteractionDisabled = ReachabilityFlaws(rawValue: 1 << 4)
    /// The subject lies wholly outside this ancestor's bounds: no touch reaches it through that
    /// ancestor, and, when the ancestor clips, none of it is seen.
    public static let outsideBounds = ReachabilityFlaws(rawValue: 1 << 5)
    /// A presentation covers this node (its `nodeCover`): an alert, an action sheet or a
    /// full-screen presentation over the controller whose view it is.
    public static let covered = ReachabilityFlaws(rawValue: 1 << 6)

    /// The flaws a node can have on its own, whatever its place in the tree: hidden,
    /// transparent, no width, no height.
    public static let invisible: ReachabilityFlaws = [.hidden, .transparent, .noWidth, .noHeight]
}

/// The thresholds of reachability, and one node's own flaws.
public enum Reachability {
    /// UIKit's hit-testing ignores views whose alpha is below this; Lark counts them as invisible.
    public static let minimumAlpha: CGFloat = 0.01

    /// The flaws of one node, from its own state.
    public static func flaws(isHidden: Bool, alpha: CGFloat, size: CGSize, isUserInteractionEnabled: Bool) -> ReachabilityFlaws {
        var flaws: ReachabilityFlaws = []
        if isHidden { flaws.insert(.hidden) }
        if !(alpha >= minimumAlpha) { flaws.insert(.transparent) }
        if !(size.width > 0) { flaws.insert(.noWidth) }
        if !(size.height > 0) { flaws.insert(.noHeight) }
        if !isUserInteractionEnabled { flaws.insert(.userInteractionDisabled) }
        return flaws
    }
}

extension ViewHierarchyNode {
    /// This node's own flaws, from `isHidden`, `alpha`, `nodeSize` and `isUserInteractionEnabled`.
    public var reachabilityFlaws: ReachabilityFlaws {
        Reachability.flaws(isHidden: isHidden, alpha: alpha, size: nodeSize, isUserInteractionEnabled: isUserInteractionEnabled)
    }
}

extension View {
    /// Why a tap on this view would not reach it, or nil when it would (see `ReachabilityWalk`).
    ///
    /// ```swift
    /// button.touchProblem?.explanation   // "its ancestor <View> has width 0 and has height 0"
    /// ```
    public var touchProblem: ReachabilityProblem? {
        ReachabilityWalk(from: self).touchProblem
    }

    /// Whether a tap on this view would reach it: `touchProblem` is nil.
    public var isReachableByTouch: Bool {
        touchProblem == nil
    }
}
