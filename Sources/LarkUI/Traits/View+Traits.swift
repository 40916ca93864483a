import Foundation

extension View: TraitEnvironment {}
extension ViewController: TraitEnvironment {}

extension View {
    /// Applies `change` and calls `traitCollectionDidChange` on every view (and owning
    /// controller) under `roots` whose traits it changed, parents first, as UIKit does; each
    /// then gets the trait-change handlers registered for a trait that changed.
    func notifyTraitChange(in roots: [View], _ change: () -> Void) {
        var before: [(View, TraitCollection)] = []
        for root in roots { root.forEachInSubtree { before.append(($0, $0.traitCollection)) } }
        change()
        for (view, previous) in before {
            let current = view.traitCollection
            guard current != previous else { continue }
            if let controller = view.owningViewController {
                controller.traitCollectionDidChange(previous)
                TraitChangeRecord.deliver(controller.traitChangeRecords, to: controller, previous: previous, current: current)
            }
            view.traitCollectionDidChange(previous)
            TraitChangeRecord.deliver(view.traitChangeRecords, to: view, previous: previous, current: current)
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
