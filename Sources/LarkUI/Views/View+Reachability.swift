import Foundation

/// What can keep a user from seeing or touching a view, judged from the view's own state.
/// `Reachability` decides which flaws a view has; the UI matchers (`beVisible`,
/// `beInteractible`) and the interaction helpers (`tap()`, `flip()`, `enter(text:)`, ...) ask it,
/// so they never disagree.
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

    /// The flaws that make a view (and everything inside it) invisible: hidden, transparent,
    /// no width, no height. What `beVisible` checks on every view up to its container.
    public static let invisible: ReachabilityFlaws = [.hidden, .transparent, .noWidth, .noHeight]

    /// The flaws that stop a touch from reaching a view: hidden, transparent, user interaction
    /// disabled. What `tap()` and the other helpers check on the view and every ancestor, and
    /// what `beInteractible` checks up to its container. Size is not among them: the model has no
    /// layout, so a view without a frame can still be tapped (`beInteractible` checks the
    /// subject's size separately, against its minimum touch target).
    public static let untouchable: ReachabilityFlaws = [.hidden, .transparent, .userInteractionDisabled]
}

/// The one definition of visibility and touchability. Pure functions of a view's own state; the
/// walks up the tree are `View.reachabilityProblem(_:upTo:)` (and, for the matchers' own node
/// protocol, the same rules applied node by node).
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

/// The nearest view that keeps a user from seeing or touching another view.
@MainActor
public struct ReachabilityProblem {
    /// The view the user wanted to see or touch.
    public let subject: View
    /// The view whose state is the problem: the subject itself, an ancestor or the window.
    public let culprit: View
    /// The culprit's flaws among those that were asked about (never empty).
    public let flaws: ReachabilityFlaws

    /// Creates a problem (usually found by `View.reachabilityProblem(_:upTo:)`).
    public init(subject: View, culprit: View, flaws: ReachabilityFlaws) {
        self.subject = subject
        self.culprit = culprit
        self.flaws = flaws
    }
}

extension View {
    /// This view's flaws, from its own `isHidden`, `alpha`, `frame.size` and
    /// `isUserInteractionEnabled`.
    public var reachabilityFlaws: ReachabilityFlaws {
        Reachability.flaws(isHidden: isHidden, alpha: alpha, size: frame.size, isUserInteractionEnabled: isUserInteractionEnabled)
    }

    /// The nearest view, walking from this one up through its ancestors to `boundary` (included)
    /// or, without one, to the root (the window, if any), that has one of `flaws`; nil when none
    /// has. Iterative and linear in the depth.
    ///
    /// ```swift
    /// button.reachabilityProblem(.untouchable) == nil   // a tap would reach it
    /// ```
    public func reachabilityProblem(_ flaws: ReachabilityFlaws, upTo boundary: View? = nil) -> ReachabilityProblem? {
        var current: View? = self
        while let view = current {
            let found = view.reachabilityFlaws.intersection(flaws)
            if !found.isEmpty { return ReachabilityProblem(subject: self, culprit: view, flaws: found) }
            if view === boundary { return nil }
            current = view.superview
        }
        return nil
    }

    /// Whether a tap on this view would reach it: no view from it up to the root is hidden, has
    /// an alpha below 0.01 or disables user interaction.
    public var isReachableByTouch: Bool {
        reachabilityProblem(.untouchable) == nil
    }
}
