import Foundation
import LarkUI

// Whether a user could touch a view is decided once, in LarkUI's `Reachability`, shared with the
// matchers; here are only the helpers' two questions, in their order, and their errors' words.

extension Reachability {
    /// The nearest view, from `view` up to its root, with user interaction disabled.
    @MainActor
    static func userInteractionProblem(of view: View) -> ReachabilityProblem? {
        view.reachabilityProblem(.userInteractionDisabled)
    }

    /// The nearest view, from `view` up to its root, that is hidden or (almost) fully
    /// transparent. Together with `userInteractionProblem` this is exactly `.untouchable`.
    @MainActor
    static func visibilityProblem(of view: View) -> ReachabilityProblem? {
        view.reachabilityProblem(ReachabilityFlaws.untouchable.subtracting(.userInteractionDisabled))
    }
}

extension ReachabilityProblem {
    /// "it", "its ancestor StackView#form" or "its window Window".
    private var culpritPhrase: String {
        if culprit === subject { return "it" }
        if culprit is Window { return "its window \(culprit.description)" }
        return "its ancestor \(culprit.description)"
    }

    /// The facts, for the reason's parentheses, e.g. "isUserInteractionEnabled is false on its
    /// ancestor View".
    var facts: String {
        if flaws.contains(.userInteractionDisabled) { return "isUserInteractionEnabled is false on \(culpritPhrase)" }
        if flaws.contains(.hidden) { return "\(culpritPhrase) is hidden" }
        return "\(culpritPhrase) has alpha \(culprit.alpha), and views with alpha below \(Reachability.minimumAlpha) receive no touches"
    }

    /// What to change, as a sentence, e.g. "Set isHidden = false on that view".
    var remedy: String {
        let onCulprit = culprit === subject ? "" : " on that view"
        if flaws.contains(.userInteractionDisabled) { return "Set isUserInteractionEnabled = true\(onCulprit)" }
        if flaws.contains(.hidden) {
            if culprit is Window, culprit !== subject {
                return "Call makeKeyAndVisible() on the window (or use Fleet.setAsAppWindowRoot)"
            }
            return "Set isHidden = false\(onCulprit)"
        }
        return "Raise alpha to at least \(Reachability.minimumAlpha)\(onCulprit)"
    }
}
