import Foundation

/// The object that manages a presented controller's presentation, like
/// `UIPresentationController`. Subclass it (with `modalPresentationStyle = .custom` and a
/// `transitioningDelegate` that returns it) to add chrome such as a dimming view and to choose
/// the presented view's frame.
///
/// The model calls, in UIKit's order: on `present`, `presentationTransitionWillBegin()`, then
/// `containerViewWillLayoutSubviews()` / `containerViewDidLayoutSubviews()` around placing the
/// presented view (at `frameOfPresentedViewInContainerView` for `.custom`), then
/// `presentationTransitionDidEnd(true)`; on `dismiss`, `dismissalTransitionWillBegin()`, then
/// `dismissalTransitionDidEnd(true)`. Transitions are instant, so `completed` is always true.
@preconcurrency @MainActor
open class PresentationController: ContentContainer {
    /// The controller being presented.
    public unowned let presentedViewController: ViewController
    /// The controller it is presented from (weak); set when the presentation happens.
    public internal(set) weak var presentingViewController: ViewController?
    /// The adaptivity delegate (weak).
    open weak var delegate: (any AdaptivePresentationControllerDelegate)?
    /// The view the presentation happens in: the window, while presented; nil otherwise.
    public internal(set) weak var containerView: View?
    /// The style this controller was made for (a change of style makes a new one).
    var madeForStyle: ModalPresentationStyle?

    /// A presentation controller for `presentedViewController`, presented from
    /// `presentingViewController` (nil until it is presented).
    public init(presentedViewController: ViewController, presenting presentingViewController: ViewController?) {
        self.presentedViewController = presentedViewController
        self.presentingViewController = presentingViewController
    }

    /// The view that is presented: the presented controller's view.
    open var presentedView: View? { presentedViewController.view }

    /// The presented view's frame in the container: the container's bounds by default.
    open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? Window.defaultScreenBounds }

    /// The style this controller presents with.
    open var presentationStyle: ModalPresentationStyle { presentedViewController.modalPresentationStyle }

    /// The style after adaptation: the delegate's answer unless it says `.none`.
    open var adaptivePresentationStyle: ModalPresentationStyle {
        let adapted = delegate?.adaptivePresentationStyle(for: self, traitCollection: traitCollection) ?? .none
        return adapted == .none ? presentationStyle : adapted
    }

    /// Whether the presentation covers the whole screen (true by default, as in UIKit).
    open var shouldPresentInFullscreen: Bool { true }
    /// Whether the presenter's view leaves the window when the presentation ends (false).
    open var shouldRemovePresentersView: Bool { false }

    /// The traits: the container's, or a phone's before presentation.
    open var traitCollection: TraitCollection { containerView?.traitCollection ?? .phone }
    /// Traits to override for the presented controller (stored).
    open var overrideTraitCollection: TraitCollection?

    /// Called before the presentation transition; add chrome views to `containerView` here.
    open func presentationTransitionWillBegin() {}
    /// Called after the presentation transition; `completed` is true in the model.
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    /// Called before the dismissal transition.
    open func dismissalTransitionWillBegin() {}
    /// Called after the dismissal transition; remove chrome views here when `completed`.
    open func dismissalTransitionDidEnd(_ completed: Bool) {}
    /// Called before the container lays out its subviews.
    open func containerViewWillLayoutSubviews() {}
    /// Called after the container laid out its subviews.
    open func containerViewDidLayoutSubviews() {}

    /// The size the presented controller would like.
    open var preferredContentSize: CGSize { presentedViewController.preferredContentSize }
    /// A child's preferred size changed.
    open func preferredContentSizeDidChange(forChildContentContainer container: any ContentContainer) {}
    /// A child's fitting size changed.
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: any ContentContainer) {}
    /// The size a child gets: all of `parentSize`.
    open func size(forChildContentContainer container: any ContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize { parentSize }
    /// The container's size is about to change.
    open func viewWillTransition(to size: CGSize, with coordinator: ViewControllerTransitionCoordinator) {}
    /// The container's traits are about to change.
    open func willTransition(to newCollection: TraitCollection, with coordinator: ViewControllerTransitionCoordinator) {}
}

/// What a presentation controller asks about adapting and what it tells about a user's
/// dismissal (`UIAdaptivePresentationControllerDelegate`); every method is optional.
@preconcurrency @MainActor
public protocol AdaptivePresentationControllerDelegate: AnyObject {
    /// The style to adapt to; `.none` keeps the presentation's own.
    func adaptivePresentationStyle(for controller: PresentationController) -> ModalPresentationStyle
    /// The style to adapt to for `traitCollection`; asks the one-argument form by default.
    func adaptivePresentationStyle(for controller: PresentationController, traitCollection: TraitCollection) -> ModalPresentationStyle
    /// Whether a user's swipe may dismiss the sheet.
    func presentationControllerShouldDismiss(_ presentationController: PresentationController) -> Bool
    /// A user's dismissal is about to happen.
    func presentationControllerWillDismiss(_ presentationController: PresentationController)
    /// A user dismissed the sheet.
    func presentationControllerDidDismiss(_ presentationController: PresentationController)
    /// A user tried to dismiss a sheet that would not go (`isModalInPresentation` or
    /// `presentationControllerShouldDismiss` said no).
    func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController)
}

extension AdaptivePresentationControllerDelegate {
    /// `.none` by default: no adaptation.
    public func adaptivePresentationStyle(for controller: PresentationController) -> ModalPresentationStyle { .none }
    /// Asks `adaptivePresentationStyle(for:)` by default.
    public func adaptivePresentationStyle(for controller: PresentationController, traitCollection: TraitCollection) -> ModalPresentationStyle {
        adaptivePresentationStyle(for: controller)
    }
    /// True by default.
    public func presentationControllerShouldDismiss(_ presentationController: PresentationController) -> Bool { true }
    /// Does nothing by default.
    public func presentationControllerWillDismiss(_ presentationController: PresentationController) {}
    /// Does nothing by default.
    public func presentationControllerDidDismiss(_ presentationController: PresentationController) {}
    /// Does nothing by default.
    public func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController) {}
}
