import Foundation

extension ViewController {
    /// Whether a user can see or touch nothing of the presenter while this controller is
    /// presented: alerts and action sheets, and the full-screen styles (docs/reachability.md).
    var coversPresenterFromUser: Bool {
        if self is AlertController { return true }
        switch resolvedPresentationStyle {
        case .fullScreen, .overFullScreen, .currentContext, .overCurrentContext: return true
        case .automatic, .pageSheet, .formSheet, .popover, .custom, .none: return false
        }
    }

    /// The nearest presentation above this controller's presentation context that covers it
    /// from a user, skipping any on its way out.
    var coveringPresentation: ViewController? {
        var current = presentationContext.presentedController
        var seen = 0
        // A chain is short; the bound only guards against a cycle.
        while let controller = current, seen < 64 {
            if !controller.isBeingDismissed, controller.coversPresenterFromUser { return controller }
            current = controller.presentedController
            seen += 1
        }
        return nil
    }
}

extension View {
    /// For the root view of a controller under an alert, an action sheet or a full-screen
    /// presentation: that presentation, as messages name it.
    public var nodeCover: NodeCover? {
        guard let controller = owningViewController, let cover = controller.coveringPresentation else { return nil }
        return NodeCover(cover: cover.shownDescription, covered: controller.presentationContext.shownDescription, isAlert: cover is AlertController)
    }
}
