import Foundation

// The appearance engine: every structural change ends in `Window.transition`, which compares what
// has appeared with what should be visible now (see docs/architecture.md#appearance-callbacks).

extension Window {
    /// Top-level controllers (the root and controllers presented above it) whose views the
    /// window shows, bottom to top: a covering presentation hides everything below it.
    func shownTopLevelControllers() -> [ViewController] {
        guard let root = rootViewController else { return [] }
        var chain = [root]
        while let next = chain.last?.presentedController, !next.isBeingDismissed, !chain.contains(where: { $0 === next }) {
            chain.append(next)
        }
        var shown: [ViewController] = []
        for controller in chain.reversed() {
            shown.append(controller)
            if controller !== root, controller.resolvedPresentationStyle.coversPresenter { break }
        }
        return shown.reversed()
    }

    /// Every controller that should have appeared: shown top-level controllers and, recursively,
    /// their visible children, parents first. Empty while the window is hidden.
    func visibleControllers() -> [ViewController] {
        guard !isHidden else { return [] }
        var result: [ViewController] = []
        func visit(_ controller: ViewController) {
            guard !result.contains(where: { $0 === controller }) else { return }
            result.append(controller)
            controller.appearanceChildren.forEach(visit)
        }
        shownTopLevelControllers().forEach(visit)
        return result
    }

    /// Re-checks visibility after a view moved (child containment); deferred while a transition runs.
    func setNeedsAppearanceUpdate() {
        if isInAppearanceTransition {
            needsAppearancePass = true
        } else {
            transition {}
        }
    }

    /// Runs `moveViews` between the will- and did- callbacks of whatever visibility change the
    /// caller's structural change caused. Re-entrant calls run immediately and schedule
    /// another pass.
    func transition(moveViews: () -> Void) {
        if isInAppearanceTransition {
            moveViews()
            needsAppearancePass = true
            return
        }
        isInAppearanceTransition = true
        var passes = 0
        repeat {
            needsAppearancePass = false
            passes += 1
            var target = visibleControllers()
            // Loading a view runs viewDidLoad, which may change the structure (e.g. push).
            for _ in 0..<8 {
                let unloaded = target.filter { !$0.isViewLoaded }
                if unloaded.isEmpty { break }
                unloaded.forEach { $0.loadViewIfNeeded() }
                target = visibleControllers()
            }
            let leaving = appearedControllers.filter { old in !target.contains { $0 === old } }
            let entering = target.filter { new in !appearedControllers.contains { $0 === new } }
            leaving.forEach { $0.dispatchAppearance(.willDisappear) }
            entering.forEach { $0.dispatchAppearance(.willAppear) }
            if passes == 1 { moveViews() }
            reconcileControllerViews()
            entering.forEach { if !$0.suppressesLifecycleCallbacks { $0.viewIsAppearing(false) } }
            leaving.forEach { $0.dispatchAppearance(.didDisappear) }
            entering.forEach { $0.dispatchAppearance(.didAppear) }
            appearedControllers = target
        } while needsAppearancePass && passes < 16
        isInAppearanceTransition = false
    }

    /// Puts the views of the shown top-level controllers into the window, in order, and takes
    /// out those no longer shown. Views the window holds for other reasons are left alone.
    func reconcileControllerViews() {
        let desired = shownTopLevelControllers().map { controller -> View in
            controller.layoutChildViews()
            return controller.view
        }
        for view in placedControllerViews where !desired.contains(where: { $0 === view }) && view.superview === self {
            view.removeFromSuperview()
        }
        placedControllerViews = desired
        var lastIndex = -1
        for view in desired {
            let index = view.superview === self ? subviews.firstIndex { $0 === view } : nil
            if let index, index > lastIndex {
                lastIndex = index
            } else {
                fill(with: view) { addSubview(view) }
                lastIndex = subviews.count - 1
            }
        }
    }

    /// Gives the shown controllers' views the window's new size, as a rotation or a resized
    /// window does (a custom presentation asks its controller again).
    func refillControllerViews() {
        for view in placedControllerViews where view.superview === self {
            fill(with: view) {}
        }
    }

    /// Frames a top-level controller's view: the window's bounds, or where its custom
    /// presentation controller puts it; `place` runs between the presentation's callbacks.
    private func fill(with view: View, place: () -> Void) {
        view.frame = bounds
        let presentation = view.owningViewController?.presentedByCustomPresentationController
        presentation?.containerViewWillLayoutSubviews()
        if let presentation { view.frame = presentation.frameOfPresentedViewInContainerView }
        place()
        presentation?.containerViewDidLayoutSubviews()
    }
}

/// The four appearance callbacks.
enum AppearanceEvent {
    case willAppear, didAppear, willDisappear, didDisappear
}

extension ViewController {
    /// Sends one appearance callback unless this controller is a mock, and records the state.
    func dispatchAppearance(_ event: AppearanceEvent) {
        let (state, callback): (AppearanceState, (Bool) -> Void) = switch event {
        case .willAppear: (.appearing, viewWillAppear)
        case .didAppear: (.appeared, viewDidAppear)
        case .willDisappear: (.disappearing, viewWillDisappear)
        case .didDisappear: (.disappeared, viewDidDisappear)
        }
        appearanceState = state
        if !suppressesLifecycleCallbacks { callback(false) }
    }

    /// The window whose visibility this controller's changes affect, if any.
    var containingWindow: Window? {
        viewIfLoaded?.window
    }

    /// Runs a container's structural change through its window's transition (or directly when
    /// the container is not in a window).
    func transitionInWindow(moveViews: () -> Void) {
        if let window = containingWindow {
            window.transition(moveViews: moveViews)
        } else {
            moveViews()
        }
    }
}
