import Foundation

/// Supplies the objects of a custom presentation (`UIViewControllerTransitioningDelegate`);
/// every method is optional. The model asks for the presentation controller of a `.custom`
/// presentation; it asks for animators but never runs them, since its transitions are instant.
@preconcurrency @MainActor
public protocol ViewControllerTransitioningDelegate: AnyObject {
    /// The animator for presenting `presented`.
    func animationController(forPresented presented: ViewController, presenting: ViewController, source: ViewController) -> (any ViewControllerAnimatedTransitioning)?
    /// The animator for dismissing `dismissed`.
    func animationController(forDismissed dismissed: ViewController) -> (any ViewControllerAnimatedTransitioning)?
    /// The interactive driver of a presentation.
    func interactionControllerForPresentation(using animator: any ViewControllerAnimatedTransitioning) -> (any ViewControllerInteractiveTransitioning)?
    /// The interactive driver of a dismissal.
    func interactionControllerForDismissal(using animator: any ViewControllerAnimatedTransitioning) -> (any ViewControllerInteractiveTransitioning)?
    /// The presentation controller of a `.custom` presentation.
    func presentationController(forPresented presented: ViewController, presenting: ViewController?, source: ViewController) -> PresentationController?
}

extension ViewControllerTransitioningDelegate {
    /// None by default.
    public func animationController(forPresented presented: ViewController, presenting: ViewController, source: ViewController) -> (any ViewControllerAnimatedTransitioning)? { nil }
    /// None by default.
    public func animationController(forDismissed dismissed: ViewController) -> (any ViewControllerAnimatedTransitioning)? { nil }
    /// None by default.
    public func interactionControllerForPresentation(using animator: any ViewControllerAnimatedTransitioning) -> (any ViewControllerInteractiveTransitioning)? { nil }
    /// None by default.
    public func interactionControllerForDismissal(using animator: any ViewControllerAnimatedTransitioning) -> (any ViewControllerInteractiveTransitioning)? { nil }
    /// None by default (a plain presentation controller is used).
    public func presentationController(forPresented presented: ViewController, presenting: ViewController?, source: ViewController) -> PresentationController? { nil }
}

/// An object that animates a transition (`UIViewControllerAnimatedTransitioning`).
@preconcurrency @MainActor
public protocol ViewControllerAnimatedTransitioning: AnyObject {
    /// How long the transition takes.
    func transitionDuration(using transitionContext: (any ViewControllerContextTransitioning)?) -> TimeInterval
    /// Animates the transition and calls `completeTransition` at its end.
    func animateTransition(using transitionContext: any ViewControllerContextTransitioning)
    /// Called after the transition completed.
    func animationEnded(_ transitionCompleted: Bool)
}

extension ViewControllerAnimatedTransitioning {
    /// Does nothing by default.
    public func animationEnded(_ transitionCompleted: Bool) {}
}

/// An object that drives a transition interactively (`UIViewControllerInteractiveTransitioning`).
@preconcurrency @MainActor
public protocol ViewControllerInteractiveTransitioning: AnyObject {
    /// Starts driving the transition.
    func startInteractiveTransition(_ transitionContext: any ViewControllerContextTransitioning)
}

/// What an animator is told about a transition (`UIViewControllerContextTransitioning`).
@preconcurrency @MainActor
public protocol ViewControllerContextTransitioning: AnyObject {
    /// The view the transition happens in.
    var containerView: View { get }
    /// Whether it animates.
    var isAnimated: Bool { get }
    /// Whether it is interactive.
    var isInteractive: Bool { get }
    /// Whether it was cancelled.
    var transitionWasCancelled: Bool { get }
    /// The controller for `key`.
    func viewController(forKey key: TransitionContextViewControllerKey) -> ViewController?
    /// The view for `key`.
    func view(forKey key: TransitionContextViewKey) -> View?
    /// The frame a controller's view starts at.
    func initialFrame(for viewController: ViewController) -> CGRect
    /// The frame a controller's view ends at.
    func finalFrame(for viewController: ViewController) -> CGRect
    /// Ends the transition.
    func completeTransition(_ didComplete: Bool)
    /// Updates an interactive transition's progress.
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    /// Finishes an interactive transition.
    func finishInteractiveTransition()
    /// Cancels an interactive transition.
    func cancelInteractiveTransition()
}

/// Which controller of a transition (`UITransitionContextViewControllerKey`).
public struct TransitionContextViewControllerKey: RawRepresentable, Hashable, Sendable {
    /// The name.
    public let rawValue: String
    /// A key named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The controller leaving.
    public static let from = TransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewController")
    /// The controller arriving.
    public static let to = TransitionContextViewControllerKey(rawValue: "UITransitionContextToViewController")
}

/// Which view of a transition (`UITransitionContextViewKey`).
public struct TransitionContextViewKey: RawRepresentable, Hashable, Sendable {
    /// The name.
    public let rawValue: String
    /// A key named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The view leaving.
    public static let from = TransitionContextViewKey(rawValue: "UITransitionContextFromView")
    /// The view arriving.
    public static let to = TransitionContextViewKey(rawValue: "UITransitionContextToView")
}

/// An interactive transition driven by a percentage (`UIPercentDrivenInteractiveTransition`).
/// The model completes transitions at once, so the updates are recorded only.
@preconcurrency @MainActor
open class PercentDrivenInteractiveTransition: ViewControllerInteractiveTransitioning {
    /// A driver.
    public init() {}
    /// The last progress given, 0...1.
    public private(set) var percentComplete: CGFloat = 0
    /// Whether `finish()` or `cancel()` ended it.
    public private(set) var isFinished = false
    /// Whether `cancel()` ended it.
    public private(set) var isCancelled = false
    /// Whether the driver pauses the animation (stored).
    open var wantsInteractiveStart = true
    /// The animation's speed (stored).
    open var completionSpeed: CGFloat = 1
    /// Starts driving (nothing to drive in the model).
    open func startInteractiveTransition(_ transitionContext: any ViewControllerContextTransitioning) {}
    /// Records the progress.
    open func update(_ percentComplete: CGFloat) { self.percentComplete = min(max(percentComplete, 0), 1) }
    /// Finishes the transition.
    open func finish() { isFinished = true; percentComplete = 1 }
    /// Cancels the transition.
    open func cancel() { isFinished = true; isCancelled = true }
    /// Pauses (nothing to pause in the model).
    open func pause() {}
}
