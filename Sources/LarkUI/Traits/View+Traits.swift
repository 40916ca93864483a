import Foundation

extension View: TraitEnvironment {}

extension View {
    /// Applies `change` and calls `traitCollectionDidChange` on every view (and owning
    /// controller) under `roots` whose traits it changed, parents first, as UIKit does.
    func notifyTraitChange(in roots: [View], _ change: () -> Void) {
        var before: [(View, TraitCollection)] = []
        for root in roots { root.forEachInSubtree { before.append(($0, $0.traitCollection)) } }
        change()
        for (view, previous) in before where view.traitCollection != previous {
            view.owningViewController?.traitCollectionDidChange(previous)
            view.traitCollectionDidChange(previous)
        }
    }
}

extension View {
    /// How a view's content fills its bounds (`UIView.ContentMode`).
    public enum ContentMode: Int, Hashable, Sendable {
        /// Stretch to fill.
        case scaleToFill
        /// Scale to fit, keeping the aspect ratio.
        case scaleAspectFit
        /// Scale to fill, keeping the aspect ratio (may crop).
        case scaleAspectFill
        /// Redraw on bounds change.
        case redraw
        /// Centre.
        case center
        /// Top.
        case top
        /// Bottom.
        case bottom
        /// Left.
        case left
        /// Right.
        case right
        /// Top left.
        case topLeft
        /// Top right.
        case topRight
        /// Bottom left.
        case bottomLeft
        /// Bottom right.
        case bottomRight
    }

    /// How the tint colour is shown (`UIView.TintAdjustmentMode`).
    public enum TintAdjustmentMode: Int, Hashable, Sendable {
        /// Inherit.
        case automatic
        /// Full colour.
        case normal
        /// Dimmed.
        case dimmed
    }
}

/// Layout direction regardless of language (`UISemanticContentAttribute`).
public enum SemanticContentAttribute: Int, Hashable, Sendable {
    /// Follow the language.
    case unspecified
    /// Playback controls: never flipped.
    case playback
    /// Spatial controls: never flipped.
    case spatial
    /// Always left to right.
    case forceLeftToRight
    /// Always right to left.
    case forceRightToLeft
}
