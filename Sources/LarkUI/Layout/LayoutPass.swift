import Foundation

/// The passes, in UIKit's order (docs/layout.md): constraint updates bottom up, solving, then
/// `layoutSubviews` top down with the controller's callbacks around its root view; repeated
/// while a pass leaves work behind (a frame that changed a safe area, text that wrapped).
@MainActor
enum LayoutPass {
    /// At most this many rounds per run: each is needed only when a round's own changes
    /// (frames set in `layoutSubviews`, wrapped text, safe areas) call for another.
    static let maximumRounds = 8

    /// The engine of the tree being laid out, so `layoutSubviews` finds it without walking up.
    static var engineDuringPass: LayoutEngine?

    /// Runs the passes for `view`'s tree. With `scoped`, the layout pass covers only what UIKit's
    /// `layoutIfNeeded()` covers: the subtree of the topmost of `view` and its unbroken chain of
    /// ancestors that need layout (Core Animation's rule for `CALayer.layoutIfNeeded()`); the
    /// update pass and the solve still cover the tree, as its one engine does.
    static func run(from view: View, scoped: Bool = false) {
        let root = view.layoutRoot
        guard !root.layoutState.isLayingOut else { return }
        root.layoutState.isLayingOut = true
        let outerEngine = engineDuringPass
        defer {
            root.layoutState.isLayingOut = false
            engineDuringPass = outerEngine
        }
        for _ in 0..<maximumRounds {
            updateConstraints(in: root)
            engineDuringPass = root.layoutState.extras?.engine
            root.layoutState.extras?.engine?.solve()
            let top = scoped ? scopeRoot(of: view) : root
            if top.layoutState.needsLayout || top.layoutState.subtreeNeedsLayout {
                layout(top)
            }
            let engineDirty = root.layoutState.extras?.engine.map { $0.needsSolve || $0.needsRebuild } ?? false
            let updates = root.layoutState.needsUpdateConstraints || root.layoutState.subtreeNeedsUpdateConstraints
            let pending = scoped ? scopeRoot(of: view).layoutState.needsLayout || scopeRoot(of: view).layoutState.subtreeNeedsLayout : root.hasPendingLayoutWork
            if !engineDirty, !updates, !pending { break }
        }
    }

    /// The topmost of `view` and the ancestors above it that need layout, with no gap between.
    static func scopeRoot(of view: View) -> View {
        var top = view
        while let parent = top.superview, parent.layoutState.needsLayout { top = parent }
        return top
    }

    /// `updateConstraints` (or a controller's `updateViewConstraints`) for every view marked,
    /// children before parents.
    static func updateConstraints(in view: View) {
        var order: [View] = []
        var stack: [View] = [view]
        while let current = stack.popLast() {
            guard current.layoutState.needsUpdateConstraints || current.layoutState.subtreeNeedsUpdateConstraints else { continue }
            order.append(current)
            current.layoutState.subtreeNeedsUpdateConstraints = false
            stack.append(contentsOf: current.subviews)
        }
        for current in order.reversed() where current.layoutState.needsUpdateConstraints {
            current.layoutState.needsUpdateConstraints = false
            if let controller = current.owningViewController, controller.viewIfLoaded === current {
                controller.updateViewConstraints()
            } else {
                current.updateConstraints()
            }
        }
    }

    private static func layout(_ root: View) {
        var stack: [View] = [root]
        while let view = stack.popLast() {
            if view.layoutState.needsLayout {
                view.layoutState.needsLayout = false
                let controller = view.owningViewController.flatMap { $0.viewIfLoaded === view ? $0 : nil }
                controller?.layoutContainerBars()
                controller?.viewWillLayoutSubviews()
                view.layoutSublayers(of: view.layer)
                (view as? ScrollView)?.adjustedContentInsetAfterLayout()
                controller?.viewDidLayoutSubviews()
            }
            guard view.layoutState.subtreeNeedsLayout else { continue }
            view.layoutState.subtreeNeedsLayout = false
            for child in view.subviews.reversed() where child.layoutState.needsLayout || child.layoutState.subtreeNeedsLayout {
                stack.append(child)
            }
        }
    }
}

extension View {
    /// The topmost ancestor (the window for views in one).
    var layoutRoot: View {
        if let window { return window }
        var current = self
        while let parent = current.superview { current = parent }
        return current
    }

    var hasPendingLayoutWork: Bool {
        layoutState.needsLayout || layoutState.subtreeNeedsLayout || layoutState.needsUpdateConstraints || layoutState.subtreeNeedsUpdateConstraints
    }

    /// Runs the tree's pending layout, if any: the one place every reader of frames for a user
    /// (queries, matchers, helpers, screen text, descriptions) goes through first.
    public func layoutIfPending() {
        runPendingLayoutBeforeReading()
    }

    func runPendingLayoutBeforeReading() {
        let root = layoutRoot
        guard root.hasPendingLayoutWork || (root.layoutState.extras?.engine.map { $0.needsSolve || $0.needsRebuild } ?? false) else { return }
        LayoutPass.run(from: root)
    }

    func markAncestorsSubtreeNeedsLayout() {
        var current = superview
        while let view = current, !view.layoutState.subtreeNeedsLayout {
            view.layoutState.subtreeNeedsLayout = true
            current = view.superview
        }
    }

    func markAncestorsSubtreeNeedsUpdate() {
        var current = superview
        while let view = current, !view.layoutState.subtreeNeedsUpdateConstraints {
            view.layoutState.subtreeNeedsUpdateConstraints = true
            current = view.superview
        }
    }

    /// The view takes part in Auto Layout from now on: its updates run and its tree has an engine.
    func markSubtreeUsesAutoLayout() {
        var current: View? = self
        while let view = current, !view.layoutState.subtreeUsesAutoLayout {
            view.layoutState.subtreeUsesAutoLayout = true
            current = view.superview
        }
    }

    func noteUsesAutoLayout() {
        guard !layoutState.usesAutoLayout else { return }
        layoutState.usesAutoLayout = true
        markSubtreeUsesAutoLayout()
        layoutState.needsUpdateConstraints = true
        markAncestorsSubtreeNeedsUpdate()
        LayoutEngineRegistry.itemNeedsRebuild(self)
    }
}
