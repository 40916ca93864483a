import Foundation

/// What the view tree tells layout: frames, hiding and moves. Views that never use Auto Layout
/// pay a flag check here (and the autoresizing of subviews that asked for it).
extension View {
    func frameDidChange(from old: CGRect) {
        if frame.size != old.size {
            setNeedsLayout()
            if layoutState.autoresizesSubviews, !subviews.isEmpty { autoresizeSubviews(from: old.size) }
            (self as? Window)?.refillControllerViews()
        }
        if layoutState.hasEngineRecord { LayoutEngineRegistry.frameDidChange(self) }
    }

    func hiddenDidChange() {
        if let stack = superview as? StackView, stack.arrangedSubviews.contains(where: { $0 === self }) {
            stack.arrangementDidChange()
        }
        containerBarDidChange()
    }

    /// Lays out again the container whose bar this view is: a bar shown, hidden or resized
    /// changes what the child's view may use.
    func containerBarDidChange() {
        if let root = superview, let container = root.owningViewController, container.viewIfLoaded === root,
           container.containerBars.contains(where: { $0.view === self }) {
            LayoutEngineRegistry.safeAreaDidChange(in: root)
        }
    }

    /// UIKit's autoresizing: each subview that keeps its frame spreads the change of this view's
    /// size over its flexible margins and size, in proportion to their current lengths (evenly
    /// when they are all zero).
    private func autoresizeSubviews(from oldSize: CGSize) {
        let dw = frame.width - oldSize.width, dh = frame.height - oldSize.height
        for subview in subviews where subview.layoutState.translatesAutoresizingMask && !subview.layoutState.autoresizingMask.isEmpty {
            let mask = subview.layoutState.autoresizingMask
            var rect = subview.frame
            func spread(_ delta: CGFloat, _ parts: [(flexible: Bool, length: CGFloat)]) -> [CGFloat] {
                let flexible = parts.filter(\.flexible)
                guard delta != 0, !flexible.isEmpty else { return parts.map { _ in 0 } }
                let total = flexible.reduce(0) { $0 + max($1.length, 0) }
                return parts.map { part in
                    guard part.flexible else { return 0 }
                    return total > 0 ? delta * max(part.length, 0) / total : delta / CGFloat(flexible.count)
                }
            }
            let h = spread(dw, [(mask.contains(.flexibleLeftMargin), rect.minX), (mask.contains(.flexibleWidth), rect.width), (mask.contains(.flexibleRightMargin), oldSize.width - rect.maxX)])
            let v = spread(dh, [(mask.contains(.flexibleTopMargin), rect.minY), (mask.contains(.flexibleHeight), rect.height), (mask.contains(.flexibleBottomMargin), oldSize.height - rect.maxY)])
            rect.origin.x += h[0]
            rect.size.width += h[1]
            rect.origin.y += v[0]
            rect.size.height += v[1]
            subview.frame = rect
        }
    }

    /// Before the view leaves its superview: constraints between its subtree and views outside
    /// go, as in UIKit, and the old tree's engine rebuilds if the subtree took part.
    func layoutWillMove() {
        guard superview != nil, layoutState.subtreeUsesAutoLayout else { return }
        var ancestor = superview
        while let current = ancestor {
            if let installed = current.layoutState.extras?.installed, !installed.isEmpty {
                for constraint in installed where constraint.names(itemInside: self) {
                    constraint.uninstall()
                }
            }
            ancestor = current.superview
        }
        let root = layoutRoot
        if let engine = root.layoutState.extras?.engine, subtreeTakesPartInLayout() {
            engine.invalidate()
            root.setNeedsLayout()
        }
    }

    /// After the view joined a superview (or left one): its pending work is marked up the new
    /// tree, the superview and the view lay out (as UIKit's `addSubview` does), and the tree's
    /// engine rebuilds if the subtree takes part in Auto Layout.
    func layoutDidMove() {
        guard let superview else { return }
        // The new tree is found from the superview: this view's `window` is not updated yet.
        if let engine = layoutState.extras?.engine {
            layoutState.extras?.engine = nil
            engine.root = nil
            LayoutEngineRegistry.engine(of: superview, create: true)?.invalidate()
        }
        layoutState.needsLayout = true
        superview.setNeedsLayout()
        markAncestorsSubtreeNeedsLayout()
        if layoutState.needsUpdateConstraints || layoutState.subtreeNeedsUpdateConstraints { markAncestorsSubtreeNeedsUpdate() }
        if layoutState.subtreeUsesAutoLayout {
            superview.markSubtreeUsesAutoLayout()
            if subtreeTakesPartInLayout() { LayoutEngineRegistry.engine(of: superview, create: true)?.invalidate() }
        }
    }

    private func subtreeTakesPartInLayout() -> Bool {
        var stack: [View] = [self]
        while let view = stack.popLast() {
            if view.layoutState.usesAutoLayout || view.layoutState.hasEngineRecord { return true }
            if let installed = view.layoutState.extras?.installed, !installed.isEmpty { return true }
            stack.append(contentsOf: view.subviews)
        }
        return false
    }

    func intrinsicContentSizeDidChange() {
        LayoutEngineRegistry.intrinsicDidChange(self)
    }

    /// The base `layoutSubviews`: subviews laid out by constraints take their solved frames; a
    /// scroll view whose content guide is constrained takes its content size.
    func applySolvedFramesToSubviews() {
        guard layoutState.subtreeUsesAutoLayout, let engine = LayoutPass.engineDuringPass ?? layoutRoot.layoutState.extras?.engine else { return }
        if engine.needsSolve || engine.needsRebuild { engine.solve() }
        for subview in subviews where subview.layoutState.hasEngineRecord && !subview.layoutState.translatesAutoresizingMask {
            if let record = engine.record(of: subview) { subview.frame = engine.frame(of: record) }
        }
        if let scroll = self as? ScrollView, let guide = scroll.layoutState.extras?.contentGuide, let record = engine.record(of: guide) {
            let size = engine.frame(of: record).size
            if scroll.contentSize != size { scroll.contentSize = size }
        }
    }

    /// The base `updateConstraints`: a stack view refreshes the constraints that arrange it.
    func updateModelConstraints() {
        (self as? StackView)?.rebuildArrangementIfNeeded()
    }

    /// A guide's frame from the engine (zero before it takes part in layout).
    func layoutFrame(of guide: LayoutGuide) -> CGRect {
        if let engine = layoutRoot.layoutState.extras?.engine, let record = engine.record(of: guide) {
            return engine.frame(of: record)
        }
        switch guide.systemRole {
        case .safeArea?: return computedSafeAreaInsets().inset(bounds)
        case .margins?, .readableContent?: return effectiveLayoutMargins().inset(bounds)
        case .frame?: return CGRect(origin: .zero, size: bounds.size)
        case .content?: return CGRect(origin: .zero, size: (self as? ScrollView)?.contentSize ?? .zero)
        case nil: return .zero
        }
    }

    func deactivateConstraints(naming item: AnyObject) {
        var current: View? = self
        while let view = current {
            for constraint in view.constraints where constraint.firstItem === item || constraint.secondItem === item {
                constraint.uninstall()
            }
            current = view.superview
        }
    }

    /// The nearest view that is (or contains) both, nil when they are in different trees.
    static func nearestCommonAncestor(_ a: View, _ b: View) -> View? {
        if a === b { return a }
        // Siblings and parent and child first: most constraints relate those, without a walk.
        let parentA = a.superview, parentB = b.superview
        if parentA === b { return b }
        if parentB === a { return a }
        if let parentA, parentA === parentB { return parentA }
        var depthA = 0, depthB = 0
        var current: View? = a
        while let view = current { depthA += 1; current = view.superview }
        current = b
        while let view = current { depthB += 1; current = view.superview }
        var x: View? = a, y: View? = b
        while depthA > depthB { x = x?.superview; depthA -= 1 }
        while depthB > depthA { y = y?.superview; depthB -= 1 }
        while let left = x, let right = y {
            if left === right { return left }
            x = left.superview
            y = right.superview
        }
        return nil
    }

    // MARK: Safe area and margins

    /// The safe area as this view sees it: what its superview's unsafe edges (or the window's
    /// simulated insets) cover of its frame, plus its controller's additional insets.
    func computedSafeAreaInsets() -> EdgeInsets {
        var insets = EdgeInsets.zero
        if let window = self as? Window {
            insets = window.simulatedSafeAreaInsets
        } else if let superview {
            let outer = superview.computedSafeAreaInsets()
            if outer != .zero {
                let safe = outer.inset(superview.bounds)
                let mine = frame.offsetBy(dx: -superview.bounds.minX, dy: -superview.bounds.minY)
                let own = CGRect(origin: .zero, size: frame.size)
                let safeLocal = safe.offsetBy(dx: -mine.minX, dy: -mine.minY)
                insets = EdgeInsets(top: max(0, min(own.height, safeLocal.minY)), left: max(0, min(own.width, safeLocal.minX)),
                                    bottom: max(0, min(own.height, own.maxY - safeLocal.maxY)), right: max(0, min(own.width, own.maxX - safeLocal.maxX)))
            }
        }
        if let controller = owningViewController, controller.viewIfLoaded === self {
            if let bars = controller.parent?.barInsets(forChildView: self) {
                insets = EdgeInsets(top: max(insets.top, bars.top), left: insets.left, bottom: max(insets.bottom, bars.bottom), right: insets.right)
            }
            insets = insets + controller.additionalSafeAreaInsets
        }
        return insets
    }

    var defaultLayoutMargins: EdgeInsets {
        if let controller = owningViewController, controller.viewIfLoaded === self, controller.viewRespectsSystemMinimumLayoutMargins {
            return controller.systemMinimumLayoutMargins.edgeInsets
        }
        return EdgeInsets(all: 8)
    }

    /// The margins the margins guide uses: the view's own (at least the system minimum for a
    /// controller's root view), measured from the safe area when `insetsLayoutMarginsFromSafeArea`,
    /// and at least the superview's where they reach into this view when
    /// `preservesSuperviewLayoutMargins`.
    func effectiveLayoutMargins() -> EdgeInsets {
        var margins = layoutMargins
        if let controller = owningViewController, controller.viewIfLoaded === self, controller.viewRespectsSystemMinimumLayoutMargins {
            let minimum = controller.systemMinimumLayoutMargins.edgeInsets
            margins = EdgeInsets(top: max(margins.top, minimum.top), left: max(margins.left, minimum.left), bottom: max(margins.bottom, minimum.bottom), right: max(margins.right, minimum.right))
        }
        if insetsLayoutMarginsFromSafeArea {
            margins = margins + computedSafeAreaInsets()
        }
        if preservesSuperviewLayoutMargins, let superview {
            let outer = superview.effectiveLayoutMargins().inset(superview.bounds)
            let mine = frame
            margins = EdgeInsets(top: max(margins.top, outer.minY - mine.minY), left: max(margins.left, outer.minX - mine.minX),
                                 bottom: max(margins.bottom, mine.maxY - outer.maxY), right: max(margins.right, mine.maxX - outer.maxX))
        }
        return margins
    }

    func marginsDidChangeForLayout() {
        layoutMarginsDidChange()
        owningViewController.flatMap { $0.viewIfLoaded === self ? $0 : nil }?.viewLayoutMarginsDidChange()
        LayoutEngineRegistry.safeAreaDidChange(in: self)
    }
}

extension NSLayoutConstraint {
    /// Whether an item of the constraint lies inside `view`'s subtree.
    func names(itemInside view: View) -> Bool {
        for item in [firstItem, secondItem] {
            if let owner = (item as? LayoutItem)?.owningLayoutView, owner.isDescendant(of: view) { return true }
        }
        return false
    }
}
