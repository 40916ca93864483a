import Foundation

/// Routes changes (activations, constants, intrinsic sizes, frames) to the engine of the tree
/// they happen in, and marks that tree for layout.
@MainActor
enum LayoutEngineRegistry {
    /// The engine of `view`'s tree, made when `create` asks for it.
    static func engine(of view: View, create: Bool) -> LayoutEngine? {
        let root = view.layoutRoot
        if let engine = root.layoutState.extras?.engine { return engine }
        guard create else { return nil }
        let engine = LayoutEngine(root: root)
        root.layoutState.makeExtras().engine = engine
        return engine
    }

    static func constraintDidActivate(_ constraint: NSLayoutConstraint, host: View) {
        engine(of: host, create: true)?.constraintActivated(constraint)
        host.layoutRoot.setNeedsLayout()
    }

    /// Constraints installed together in one tree (a stack view's arrangement): the engine is
    /// found and the tree marked once.
    static func constraintsDidActivate(_ constraints: [NSLayoutConstraint], in view: View) {
        guard !constraints.isEmpty, let engine = engine(of: view, create: true) else { return }
        for constraint in constraints { engine.constraintActivated(constraint) }
        view.layoutRoot.setNeedsLayout()
    }

    static func constraintDidDeactivate(_ constraint: NSLayoutConstraint, host: View) {
        guard let engine = engine(of: host, create: false) else { return }
        engine.constraintDeactivated(constraint)
        host.layoutRoot.setNeedsLayout()
    }

    static func constantDidChange(_ constraint: NSLayoutConstraint) {
        guard let host = constraint.installedView, let engine = engine(of: host, create: false) else { return }
        engine.constantChanged(constraint)
        host.layoutRoot.setNeedsLayout()
    }

    static func constraintNeedsReinstall(_ constraint: NSLayoutConstraint) {
        guard let host = constraint.installedView, let engine = engine(of: host, create: false) else { return }
        engine.constraintDeactivated(constraint)
        engine.constraintActivated(constraint)
        host.layoutRoot.setNeedsLayout()
    }

    static func itemNeedsRebuild(_ view: View) {
        let root = view.layoutRoot
        guard let engine = root.layoutState.extras?.engine else {
            if view.layoutState.usesAutoLayout { _ = self.engine(of: view, create: true); root.setNeedsLayout() }
            return
        }
        engine.invalidate()
        root.setNeedsLayout()
    }

    static func intrinsicDidChange(_ view: View) {
        guard view.layoutState.hasEngineRecord, let engine = engine(of: view, create: false) else { return }
        engine.intrinsicChanged(view)
        view.layoutRoot.setNeedsLayout()
    }

    static func frameDidChange(_ view: View) {
        guard view.layoutState.hasEngineRecord, view.layoutState.translatesAutoresizingMask,
              let engine = engine(of: view, create: false) else { return }
        engine.frameChanged(view)
        view.layoutRoot.setNeedsLayout()
    }

    static func safeAreaDidChange(in view: View) {
        engine(of: view, create: false)?.needsSolve = true
        view.layoutRoot.setNeedsLayout()
        view.markSafeAreaDependentsForLayout()
    }

    static func isAmbiguous(_ item: AnyObject) -> Bool {
        guard let view = (item as? View) ?? (item as? LayoutGuide)?.owningView,
              let engine = engine(of: view, create: false) else { return false }
        return engine.isAmbiguous(item)
    }
}
