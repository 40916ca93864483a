import Foundation

extension View {
    /// Why VoiceOver does not reach this view, as a failure says it, e.g. `its ancestor
    /// <View#card> sets accessibilityElementsHidden`; nil when nothing keeps it out. Three things
    /// do, anywhere from the view up to its window: `accessibilityElementsHidden`; a shown
    /// sibling with `accessibilityViewIsModal` (of the view or of one of its ancestors; of
    /// several shown modal siblings the last, front-most, wins); an ancestor whose
    /// `accessibilityElements` leave it out.
    /// Sight (hidden, transparent, clipped) is the reachability rule's, not this.
    package var accessibilityConcealment: String? {
        var child: View?
        var current: View? = self
        while let view = current {
            let who = view === self ? "it" : "its ancestor <\(view.description)>"
            if view.accessibilityElementsHidden { return "\(who) sets accessibilityElementsHidden" }
            if let child, let elements = view.accessibilityElements,
               !elements.contains(where: { ($0 as? View).map { child === $0 || child.isDescendant(of: $0) || self === $0 } ?? false }) {
                return "\(who) lists accessibilityElements without it"
            }
            if let parent = view.superview, let modal = parent.shownModalSubview, modal !== view {
                return "\(view === self ? "its" : "the") sibling <\(modal.description)>\(view === self ? "" : " of its ancestor <\(view.description)>") is modal (accessibilityViewIsModal)"
            }
            child = view
            current = view.superview
        }
        return nil
    }

    /// The last shown subview with `accessibilityViewIsModal`, whose siblings VoiceOver ignores.
    package var shownModalSubview: View? {
        subviews.last { $0.accessibilityViewIsModal && !$0.isHidden && $0.alpha >= Reachability.minimumAlpha }
    }

    /// Whether elements are read right to left here: the nearest `semanticContentAttribute` from
    /// this view up that forces a direction (left to right when none does).
    package var readsRightToLeft: Bool {
        var current: View? = self
        while let view = current {
            switch view.semanticContentAttribute {
            case .forceRightToLeft: return true
            case .forceLeftToRight: return false
            case .unspecified, .playback, .spatial: current = view.superview
            }
        }
        return false
    }
}
