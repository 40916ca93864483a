import Foundation

extension ViewController {
    /// The top-most ancestor along `parent` links: the controller presentations start from.
    var presentationContext: ViewController {
        var context = self
        while let parent = context.parent { context = parent }
        return context
    }

    /// Whether `controller` is this controller or one of its ancestors.
    func isSelfOrAncestor(_ controller: ViewController) -> Bool {
        var current: ViewController? = self
        while let candidate = current {
            if candidate === controller { return true }
            current = candidate.parent
        }
        return false
    }

    /// The controllers presented above this one, lowest first.
    func presentationChainAbove() -> [ViewController] {
        var chain: [ViewController] = []
        var current = presentedController
        while let controller = current, !chain.contains(where: { $0 === controller }) {
            chain.append(controller)
            current = controller.presentedController
        }
        return chain
    }

    /// Cuts this controller's presentation links in both directions.
    func unlinkPresentation() {
        if let presenter = presentingController, presenter.presentedController === self {
            presenter.presentedController = nil
        }
        presentingController = nil
        presentationWindow = nil
        presentedController = nil
    }

    /// Whether this context controller is the root, or presented above the root, of `window`.
    private func isInPresentationChain(of window: Window) -> Bool {
        guard let root = window.rootViewController else { return false }
        return root === self || root.presentationChainAbove().contains { $0 === self }
    }

    func performPresentation(of controller: ViewController, completion: (() -> Void)?) {
        let context = presentationContext
        let refusal: String? = {
            let attempt = "Attempt to present \(bracketed(controller)) on \(bracketed(self))"
            if isSelfOrAncestor(controller) {
                return "\(attempt), which is that controller or one of its ancestors."
            }
            if let presenter = controller.presentingController {
                return "\(attempt): it is already presented by \(bracketed(presenter))."
            }
            if let parent = controller.parent {
                return "\(attempt): it is a child of \(bracketed(parent)); only controllers without a parent can be presented."
            }
            if controller.hostWindow != nil {
                return "\(attempt): it is the root view controller of a window."
            }
            guard let window = viewIfLoaded?.window else {
                return "\(attempt) whose view is not in the window hierarchy!"
            }
            guard context.isInPresentationChain(of: window) else {
                return "\(attempt), which is detached from the window's view controller hierarchy (make it the root, a child of a container, or presented)."
            }
            if let existing = context.presentedController {
                return "\(attempt) which is already presenting \(bracketed(existing))."
            }
            return nil
        }()
        if let refusal {
            modelWarning(refusal, window: viewIfLoaded?.window)
            return
        }
        guard let window = viewIfLoaded?.window else { return }
        context.presentedController = controller
        controller.presentingController = context
        controller.presentationWindow = window
        controller.isBeingPresented = true
        controller.loadViewIfNeeded()
        let presentation = controller.beginPresentationTransition(presenting: context, source: self, in: window)
        window.transition {}
        controller.isBeingPresented = false
        presentation.presentationTransitionDidEnd(true)
        completion?()
    }

    func performDismissal(completion: (() -> Void)?) {
        let target: ViewController
        if let presented = presentedViewController {
            target = presented
        } else if presentingViewController != nil {
            target = presentationContext
        } else {
            return
        }
        guard target.presentingController != nil else { return }
        let chain = [target] + target.presentationChainAbove()
        let window = target.presentationWindow
        chain.forEach { $0.isBeingDismissed = true }
        let presentations = chain.compactMap(\.madePresentationController)
        presentations.forEach { $0.dismissalTransitionWillBegin() }
        window?.transition {}
        for controller in chain.reversed() {
            controller.isBeingDismissed = false
            controller.unlinkPresentation()
        }
        for presentation in presentations.reversed() {
            presentation.dismissalTransitionDidEnd(true)
            presentation.containerView = nil
        }
        completion?()
    }
}
