import Foundation
import LarkUI

/// Why a user could not touch a view: the one check shared by button taps, switch flips and
/// text input. It walks the view, then its ancestors up to and including its window, and names
/// the nearest culprit.
struct ReachabilityProblem {
    enum Kind {
        /// `isUserInteractionEnabled` is false on the view or an ancestor (touches never arrive).
        case userInteractionDisabled
        /// The view, an ancestor or the window is hidden.
        case hidden
        /// The view or an ancestor has an alpha below `Reachability.minimumAlpha`.
        case transparent
    }

    let kind: Kind
    /// The view whose flag is the problem (the subject itself or an ancestor).
    let culprit: View
    /// The view the user wanted to touch.
    let subject: View

    /// "it", "its ancestor StackView#form" or "its window Window".
    @MainActor
    private var culpritPhrase: String {
        if culprit === subject { return "it" }
        if culprit is Window { return "its window \(culprit.description)" }
        return "its ancestor \(culprit.description)"
    }

    /// The facts and the remedy, e.g. "isUserInteractionEnabled is false on its ancestor View;
    /// set it to true on that view".
    @MainActor
    var explanation: String {
        let onCulprit = culprit === subject ? "" : " on that view"
        switch kind {
        case .userInteractionDisabled:
            return "isUserInteractionEnabled is false on \(culpritPhrase); set it to true\(onCulprit)"
        case .hidden:
            if culprit is Window, culprit !== subject {
                return "\(culpritPhrase) is hidden; call makeKeyAndVisible() on it (or use Fleet.setAsAppWindowRoot)"
            }
            return "\(culpritPhrase) is hidden; set isHidden = false\(onCulprit)"
        case .transparent:
            return "\(culpritPhrase) has alpha \(culprit.alpha), and views with alpha below 0.01 receive no touches; raise alpha\(onCulprit)"
        }
    }
}

@MainActor
enum Reachability {
    /// UIKit's hit-testing ignores views whose alpha is below this.
    static let minimumAlpha: CGFloat = 0.01

    /// The view followed by its ancestors, nearest first (ending with the window, if any).
    private static func chain(of view: View) -> [View] {
        [view] + view.ancestors
    }

    /// The nearest view in the chain with user interaction disabled.
    static func userInteractionProblem(of view: View) -> ReachabilityProblem? {
        chain(of: view).first { !$0.isUserInteractionEnabled }
            .map { ReachabilityProblem(kind: .userInteractionDisabled, culprit: $0, subject: view) }
    }

    /// The nearest view in the chain that is hidden or (almost) fully transparent.
    static func visibilityProblem(of view: View) -> ReachabilityProblem? {
        for candidate in chain(of: view) {
            if candidate.isHidden { return ReachabilityProblem(kind: .hidden, culprit: candidate, subject: view) }
            if candidate.alpha < minimumAlpha { return ReachabilityProblem(kind: .transparent, culprit: candidate, subject: view) }
        }
        return nil
    }
}
