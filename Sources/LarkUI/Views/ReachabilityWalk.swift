import Foundation

/// One walk from a view up its ancestors that answers both reachability questions: could a user
/// see it, and would a touch reach it. The rules (docs/reachability.md):
///
/// - **Sight**: no node from the subject up to the boundary (both included) is hidden, has an
///   alpha below 0.01 or has no width or height, and some part of the subject lies inside the
///   bounds of every ancestor that clips (`clipsToBounds`; a window always clips). An ancestor
///   without a size hides its subtree even when it does not clip.
/// - **Touch**, in this order: no node has user interaction disabled; none is hidden or below
///   0.01 alpha; no ancestor lacks a width or height, and some point of the subject lies inside
///   every ancestor's bounds, clipping or not, because hit-testing only descends into a view at
///   points inside it. The subject's own size is not a touch rule: the model has no layout, so
///   a frameless control can still be tapped at its origin (`beInteractible` checks sizes).
/// - **Cover**: no node from the subject up to the boundary is the view of a controller under
///   an alert, an action sheet or a full-screen presentation (`nodeCover`); such a node fails
///   sight at its place in the walk, and touch after every other touch problem.
///
/// Iterative and linear in the depth; a passing walk allocates nothing.
@preconcurrency @MainActor
public struct ReachabilityWalk {
    /// Where a walk stops.
    public enum Boundary {
        /// At the top of the tree (the window, if any).
        case root
        /// At this node (by identity), included.
        case node(any ViewHierarchyNode)
        /// At the first node that is the key window.
        case keyWindow
    }

    /// The node the walk started from.
    public let subject: any ViewHierarchyNode
    /// Whether the walk reached the boundary (always, for `.root`).
    public private(set) var reachedBoundary = false
    /// The last node visited: the boundary, or the top of the subject's tree.
    public private(set) var end: any ViewHierarchyNode
    /// The nearest reason the subject cannot be seen; nil when it can (up to the boundary).
    public private(set) var sightProblem: ReachabilityProblem?
    private var interactionProblem: ReachabilityProblem?
    private var concealmentProblem: ReachabilityProblem?
    private var geometryProblem: ReachabilityProblem?
    private var coverProblem: ReachabilityProblem?

    /// Why a touch would not reach the subject: the nearest node with user interaction
    /// disabled, else the nearest hidden or transparent one, else the nearest ancestor without a
    /// size or with the subject outside its bounds, else the nearest covered node. Nil when a
    /// touch would reach it.
    public var touchProblem: ReachabilityProblem? {
        interactionProblem ?? concealmentProblem ?? geometryProblem ?? coverProblem
    }

    /// Walks from `subject` up to `boundary`.
    public init(from subject: any ViewHierarchyNode, upTo boundary: Boundary = .root) {
        self.subject = subject
        // Pending layout runs before any frame is read for a user (see docs/layout.md).
        (subject as? View)?.runPendingLayoutBeforeReading()
        var node = subject
        var distance = 0
        // The part of the subject not yet cut off, in the current node's own coordinates: for
        // sight, cut by clipping ancestors only; for touch, by every ancestor.
        let start = subject.nodeBounds
        var seen = Region(origin: start.origin, size: start.size)
        var touchable = seen
        while true {
            let flaws = node.reachabilityFlaws
            func problem(_ found: ReachabilityFlaws) -> ReachabilityProblem {
                ReachabilityProblem(subject: subject, culprit: node, flaws: found, distance: distance)
            }
            if interactionProblem == nil, flaws.contains(.userInteractionDisabled) {
                interactionProblem = problem(.userInteractionDisabled)
            }
            let concealed = flaws.intersection([.hidden, .transparent])
            if concealmentProblem == nil, !concealed.isEmpty { concealmentProblem = problem(concealed) }
            let sizeless = flaws.intersection([.noWidth, .noHeight])
            if sightProblem == nil, !flaws.intersection(.invisible).isEmpty {
                sightProblem = problem(flaws.intersection(.invisible))
            }
            if coverProblem == nil, node.nodeCover != nil {
                coverProblem = problem(.covered)
                if sightProblem == nil { sightProblem = coverProblem }
            }
            if distance > 0 {
                let bounds = node.nodeBounds
                if geometryProblem == nil {
                    if !sizeless.isEmpty {
                        geometryProblem = problem(sizeless)
                    } else if let inside = touchable.clipped(to: bounds) {
                        touchable = inside
                    } else {
                        geometryProblem = problem(.outsideBounds)
                    }
                }
                if sightProblem == nil, node.clipsContent {
                    if let inside = seen.clipped(to: bounds) { seen = inside } else { sightProblem = problem(.outsideBounds) }
                }
            }
            let isBoundary: Bool = switch boundary {
            case .root: false
            case let .node(container): node === container
            case .keyWindow: node.isKeyWindowNode
            }
            if isBoundary { reachedBoundary = true; break }
            guard let parent = node.parentNode else {
                if case .root = boundary { reachedBoundary = true }
                break
            }
            // Into the parent's coordinates: where this node's own origin sits in its parent.
            let frame = node.nodeFrame, bounds = node.nodeBounds
            let dx = frame.origin.x - bounds.origin.x, dy = frame.origin.y - bounds.origin.y
            seen.origin.x += dx; seen.origin.y += dy
            touchable.origin.x += dx; touchable.origin.y += dy
            node = parent
            distance += 1
        }
        end = node
    }

    /// Whether the boundary was reached and nothing on the way hides the subject.
    public var isVisible: Bool { reachedBoundary && sightProblem == nil }
}

/// A rectangle whose zero width or height means a line or point (not "nothing"), so a
/// frameless subject still has a place a touch can land on.
private struct Region {
    var origin: CGPoint
    var size: CGSize

    init(origin: CGPoint, size: CGSize) {
        self.origin = origin
        self.size = CGSize(width: max(0, size.width), height: max(0, size.height))
    }

    /// The part inside `bounds` (whose size is positive), or nil when nothing is.
    func clipped(to bounds: CGRect) -> Region? {
        guard let x = Self.overlap(origin.x, size.width, bounds.origin.x, bounds.size.width),
              let y = Self.overlap(origin.y, size.height, bounds.origin.y, bounds.size.height) else { return nil }
        return Region(origin: CGPoint(x: x.start, y: y.start), size: CGSize(width: x.length, height: y.length))
    }

    private static func overlap(_ start: CGFloat, _ length: CGFloat, _ limit: CGFloat, _ limitLength: CGFloat) -> (start: CGFloat, length: CGFloat)? {
        if length > 0 {
            let low = max(start, limit), high = min(start + length, limit + limitLength)
            return low < high ? (low, high - low) : nil
        }
        return start >= limit && start < limit + limitLength ? (start, 0) : nil
    }
}
