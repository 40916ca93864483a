import Foundation

/// The nearest node that keeps a user from seeing or touching another node, with the one
/// wording every matcher and helper uses for it (`explanation`).
@preconcurrency @MainActor
public struct ReachabilityProblem {
    /// The node the user wanted to see or touch.
    public let subject: any ViewHierarchyNode
    /// The node whose state is the problem: the subject itself, an ancestor or the window.
    public let culprit: any ViewHierarchyNode
    /// The culprit's flaws among those that were asked about (never empty).
    public let flaws: ReachabilityFlaws
    /// How many steps up from the subject the culprit is (0: the subject itself).
    public let distance: Int

    /// Creates a problem (usually found by `ReachabilityWalk`). The distance is counted by
    /// walking up from `subject` to `culprit`.
    public init(subject: any ViewHierarchyNode, culprit: any ViewHierarchyNode, flaws: ReachabilityFlaws) {
        var distance = 0
        var node = subject
        while node !== culprit, let parent = node.parentNode {
            node = parent
            distance += 1
        }
        self.init(subject: subject, culprit: culprit, flaws: flaws, distance: distance)
    }

    init(subject: any ViewHierarchyNode, culprit: any ViewHierarchyNode, flaws: ReachabilityFlaws, distance: Int) {
        self.subject = subject
        self.culprit = culprit
        self.flaws = flaws
        self.distance = distance
    }

    /// The culprit as the subject sees it: `it`, `its window <Window>` or
    /// `its ancestor <StackView#form>`.
    public var culpritName: String {
        if distance == 0 { return "it" }
        if culprit is Window { return "its window <\(culprit.nodeDescription)>" }
        return "its ancestor <\(culprit.nodeDescription)>"
    }

    /// What is wrong, as one clause without capital or full stop:
    /// `its ancestor <StackView> has alpha 0.005`, `it is hidden and has width 0`,
    /// `it lies outside the bounds of its ancestor <View#card>`.
    public var explanation: String {
        if flaws.contains(.covered), let cover = culprit.nodeCover {
            return "it is covered by <\(cover.cover)>, presented over <\(cover.covered)>"
        }
        return flaws.contains(.outsideBounds) ? "it lies outside the bounds of \(culpritName)" : "\(culpritName) \(flawDescription)"
    }

    /// The culprit's flaws as a predicate, e.g. `is hidden and has alpha 0`, or
    /// `has the subject outside its bounds`.
    public var flawDescription: String {
        if flaws.contains(.outsideBounds) { return "has the subject outside its bounds" }
        if flaws.contains(.covered) {
            return culprit.nodeCover.map { "is covered by <\($0.cover)>" } ?? "is covered by a presentation"
        }
        var parts: [String] = []
        if flaws.contains(.hidden) { parts.append("is hidden") }
        if flaws.contains(.transparent) { parts.append("has alpha \(exactNumber(culprit.alpha))") }
        if flaws.contains(.noWidth) { parts.append("has width \(exactNumber(culprit.nodeSize.width))") }
        if flaws.contains(.noHeight) { parts.append("has height \(exactNumber(culprit.nodeSize.height))") }
        if flaws.contains(.userInteractionDisabled) { parts.append("has user interaction disabled") }
        return parts.joined(separator: " and ")
    }
}
