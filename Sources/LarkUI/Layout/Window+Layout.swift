import Foundation

extension Window {
    /// The safe-area insets of the simulated screen (zero by default): set them to lay out as on
    /// a phone with a notch and a home indicator, e.g. `EdgeInsets(top: 47, left: 0, bottom: 34,
    /// right: 0)` for a 390 × 844 iPhone. Every view's `safeAreaInsets` follows.
    public var simulatedSafeAreaInsets: EdgeInsets {
        get { layoutState.extras?.simulatedSafeAreaInsets ?? .zero }
        set {
            guard newValue != simulatedSafeAreaInsets else { return }
            layoutState.makeExtras().simulatedSafeAreaInsets = newValue
            LayoutEngineRegistry.safeAreaDidChange(in: self)
        }
    }

    /// The required-constraint conflicts layout met in this window, oldest first.
    public var layoutConflictReports: [LayoutConflictReport] {
        layoutState.extras?.conflictReports ?? []
    }
}

extension ViewController {
    /// Insets added to the safe area the controller's view gets from its superview (and passed
    /// on to its descendants), as for a custom bar.
    public var additionalSafeAreaInsets: EdgeInsets {
        get { controllerLayoutState.additionalSafeAreaInsets }
        set {
            guard newValue != controllerLayoutState.additionalSafeAreaInsets else { return }
            controllerLayoutState.additionalSafeAreaInsets = newValue
            if let view = viewIfLoaded { LayoutEngineRegistry.safeAreaDidChange(in: view) }
        }
    }

    /// Whether the root view's margins are at least `systemMinimumLayoutMargins` (true by default).
    public var viewRespectsSystemMinimumLayoutMargins: Bool {
        get { controllerLayoutState.viewRespectsSystemMinimumLayoutMargins }
        set {
            controllerLayoutState.viewRespectsSystemMinimumLayoutMargins = newValue
            if let view = viewIfLoaded { LayoutEngineRegistry.safeAreaDidChange(in: view) }
        }
    }

    /// The smallest margins of the root view on a phone: 16 points leading and trailing.
    public var systemMinimumLayoutMargins: NSDirectionalEdgeInsets {
        NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
    }
}
