import Foundation

/// Everything the layout system keeps per view: a few flags inline (so views that never use
/// layout pay for a handful of bytes) and the rest in `LayoutExtras`, made on first use.
struct ViewLayoutState {
    var translatesAutoresizingMask = true
    var autoresizingMask: View.AutoresizingMask = []
    /// The view's own `layoutSubviews` must run at the next pass.
    var needsLayout = false
    /// Some descendant needs layout (the bit is set on every ancestor up to the root).
    var subtreeNeedsLayout = false
    var needsUpdateConstraints = false
    var subtreeNeedsUpdateConstraints = false
    /// The view takes part in Auto Layout (it has constraints or `translates...` is false).
    var usesAutoLayout = false
    /// The view or a descendant has ever used Auto Layout or held a constraint (never cleared:
    /// it only spares trees that never did the walks below).
    var subtreeUsesAutoLayout = false
    var isLayingOut = false
    /// The view's variables in its tree's engine (the engine checks the record is its own).
    var engineRecord: LayoutEngine.Record?
    /// The tree's engine has variables for this view.
    var hasEngineRecord: Bool { engineRecord != nil }
    var autoresizesSubviews = true
    var extras: LayoutExtras?

    /// The extras, made on first use.
    mutating func makeExtras() -> LayoutExtras {
        if let extras { return extras }
        let made = LayoutExtras()
        extras = made
        return made
    }
}

/// The less common per-view layout state.
@MainActor
final class LayoutExtras {
    /// Active constraints held by this view (UIKit's `constraints`), in activation order.
    var installed: [NSLayoutConstraint] = []
    var guides: [LayoutGuide] = []
    var safeAreaGuide: LayoutGuide?
    var marginsGuide: LayoutGuide?
    var readableGuide: LayoutGuide?
    var contentGuide: LayoutGuide?
    var frameGuide: LayoutGuide?
    var hugging: (horizontal: LayoutPriority, vertical: LayoutPriority)?
    var compression: (horizontal: LayoutPriority, vertical: LayoutPriority)?
    var layoutMargins: EdgeInsets?
    var insetsLayoutMarginsFromSafeArea = true
    var preservesSuperviewLayoutMargins = false
    var preferredMaxLayoutWidth: CGFloat = 0
    /// The engine of the tree while this view is its root.
    var engine: LayoutEngine?
    /// The safe-area insets reported by the last pass (for `safeAreaInsetsDidChange`).
    var lastSafeAreaInsets: EdgeInsets = .zero
    var lastMargins: EdgeInsets?
    var stack: StackLayoutState?
    var scroll: ScrollLayoutState?
    var simulatedSafeAreaInsets: EdgeInsets = .zero
    var conflictReports: [LayoutConflictReport] = []
}

/// Per-controller layout state, stored once on `ViewController`.
struct ControllerLayoutState {
    var additionalSafeAreaInsets: EdgeInsets = .zero
    var viewRespectsSystemMinimumLayoutMargins = true
}
