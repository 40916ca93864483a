import Foundation
import LarkUI

/// Why a node counts as invisible: any combination of these.
struct VisibilityProblems: OptionSet {
    let rawValue: UInt8
    init(rawValue: UInt8) { self.rawValue = rawValue }
    static let hidden = VisibilityProblems(rawValue: 1 << 0)
    static let transparent = VisibilityProblems(rawValue: 1 << 1)
    static let noWidth = VisibilityProblems(rawValue: 1 << 2)
    static let noHeight = VisibilityProblems(rawValue: 1 << 3)

    /// The problems of one node, as LarkUI's `Reachability` (the rules the interaction helpers
    /// use too) sees them: hidden, alpha below `Reachability.minimumAlpha`, width or height not
    /// above 0.
    @MainActor
    init(of node: any ViewHierarchyNode) {
        let flaws = Reachability.flaws(isHidden: node.isHidden, alpha: node.alpha, size: node.nodeSize, isUserInteractionEnabled: true)
        var problems: VisibilityProblems = []
        if flaws.contains(.hidden) { problems.insert(.hidden) }
        if flaws.contains(.transparent) { problems.insert(.transparent) }
        if flaws.contains(.noWidth) { problems.insert(.noWidth) }
        if flaws.contains(.noHeight) { problems.insert(.noHeight) }
        self = problems
    }

    /// Whether a node stops touches (LarkUI's `Reachability`, as for the helpers).
    @MainActor
    static func blocksTouches(_ node: any ViewHierarchyNode) -> Bool {
        Reachability.flaws(isHidden: false, alpha: 1, size: CGSize(width: 1, height: 1), isUserInteractionEnabled: node.isUserInteractionEnabled)
            .contains(.userInteractionDisabled)
    }

    /// `is hidden and has alpha 0`: what is wrong with the node, using its actual values.
    @MainActor
    func text(for node: any ViewHierarchyNode) -> String {
        var parts: [String] = []
        if contains(.hidden) { parts.append("is hidden") }
        if contains(.transparent) { parts.append("has alpha \(compactNumber(node.alpha))") }
        if contains(.noWidth) { parts.append("has width \(compactNumber(node.nodeSize.width))") }
        if contains(.noHeight) { parts.append("has height \(compactNumber(node.nodeSize.height))") }
        return parts.joined(separator: " and ")
    }
}

/// Where a walk up the tree stops.
enum WalkBoundary {
    /// At this node (by identity): `beVisible(insideOf:)`.
    case node(any ViewHierarchyNode)
    /// At the first node that is the key window's root: `beVisible()`.
    case keyWindow
}

/// One walk from a subject up its parents to the boundary, or to the root when the boundary is
/// not among them. Iterative, so any depth works in constant stack space; linear in the depth.
/// A passing walk allocates nothing.
@MainActor
struct HierarchyWalk {
    /// Whether the walk reached the boundary.
    private(set) var reachedBoundary = false
    /// The last node visited: the boundary, or the root of the subject's tree.
    private(set) var end: any ViewHierarchyNode
    /// The nearest node to the subject (the subject included) that is invisible, with its
    /// distance from the subject (0 = the subject itself) and its problems.
    private(set) var visibilityCulprit: (node: any ViewHierarchyNode, distance: Int, problems: VisibilityProblems)?
    /// The nearest node to the subject that does not allow user interaction (only looked for
    /// when asked).
    private(set) var interactionCulprit: (node: any ViewHierarchyNode, distance: Int)?

    init(from subject: any ViewHierarchyNode, to boundary: WalkBoundary, checkingInteraction: Bool = false) {
        var node = subject
        var distance = 0
        end = subject
        while true {
            if visibilityCulprit == nil {
                let problems = VisibilityProblems(of: node)
                if !problems.isEmpty { visibilityCulprit = (node, distance, problems) }
            }
            if checkingInteraction, interactionCulprit == nil, VisibilityProblems.blocksTouches(node) {
                interactionCulprit = (node, distance)
            }
            let isBoundary: Bool
            switch boundary {
            case let .node(container): isBoundary = node === container
            case .keyWindow: isBoundary = node.isKeyWindowNode
            }
            if isBoundary {
                reachedBoundary = true
                break
            }
            guard let parent = node.parentNode else { break }
            node = parent
            distance += 1
        }
        end = node
    }

    /// Whether everything from the subject to the boundary is visible and the boundary was reached.
    var isVisible: Bool { reachedBoundary && visibilityCulprit == nil }
}

/// The chain from `subject` up to `end` (both included), top first. Failure messages only.
@MainActor
func chain(from subject: any ViewHierarchyNode, to end: any ViewHierarchyNode) -> [any ViewHierarchyNode] {
    var nodes: [any ViewHierarchyNode] = [subject]
    var node = subject
    while node !== end, let parent = node.parentNode {
        nodes.append(parent)
        node = parent
    }
    return nodes.reversed()
}

/// `View#root > StackView > Button "Save"`: the chain from the top to the subject. Long chains
/// keep their two top and two bottom nodes and the node at `highlight` (a distance from the
/// subject), and replace each run of other nodes with `… N more …`.
@MainActor
func pathText(from subject: any ViewHierarchyNode, to end: any ViewHierarchyNode, highlight: Int? = nil) -> String {
    let nodes = chain(from: subject, to: end)
    let count = nodes.count
    let limit = 12
    var kept = Set<Int>()
    if count <= limit {
        kept = Set(nodes.indices)
    } else {
        kept = [0, 1, count - 2, count - 1]
        if let highlight { kept.insert(count - 1 - highlight) }
    }
    var parts: [String] = []
    var skipped = 0
    for index in nodes.indices {
        if kept.contains(index) {
            if skipped > 0 { parts.append("… \(skipped) more …") }
            skipped = 0
            parts.append(nodes[index].nodeDescription)
        } else {
            skipped += 1
        }
    }
    return parts.joined(separator: " > ")
}
