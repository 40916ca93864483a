import Foundation

extension ViewController {
    /// The presentation controller for this controller's current style: the one made before
    /// while the style is unchanged, else a new one (`.custom` asks `transitioningDelegate`).
    var managingPresentationController: PresentationController {
        if let made = madePresentationController, made.presentationStyle == modalPresentationStyle, made.madeForStyle == modalPresentationStyle {
            return made
        }
        let made = makePresentationController(presenting: presentingController, source: presentingController ?? self)
        madePresentationController = made
        return made
    }

    private func makePresentationController(presenting: ViewController?, source: ViewController) -> PresentationController {
        let made: PresentationController = switch modalPresentationStyle {
        case .popover: PopoverPresentationController(presentedViewController: self, presenting: presenting)
        case .pageSheet, .formSheet, .automatic: SheetPresentationController(presentedViewController: self, presenting: presenting)
        case .custom:
            transitioningDelegate?.presentationController(forPresented: self, presenting: presenting, source: source)
                ?? PresentationController(presentedViewController: self, presenting: presenting)
        default: PresentationController(presentedViewController: self, presenting: presenting)
        }
        made.madeForStyle = modalPresentationStyle
        return made
    }

    /// At presentation: the presentation controller (a `.custom` one asked of the delegate now,
    /// with the real presenter and source), told the presentation is beginning.
    func beginPresentationTransition(presenting: ViewController, source: ViewController, in window: Window) -> PresentationController {
        if modalPresentationStyle == .custom {
            madePresentationController = makePresentationController(presenting: presenting, source: source)
        }
        let controller = managingPresentationController
        controller.presentingViewController = presenting
        controller.containerView = window
        if let popover = controller as? PopoverPresentationController {
            popover.popoverDelegate?.prepareForPopoverPresentation(popover)
        }
        controller.presentationTransitionWillBegin()
        return controller
    }
}

extension ViewController {
    /// The presentation controller placing this controller's view, when it is presented with
    /// `.custom` (the only style whose frame a presentation controller chooses in the model).
    var presentedByCustomPresentationController: PresentationController? {
        guard presentingController != nil, modalPresentationStyle == .custom else { return nil }
        return madePresentationController
    }
}
