import Foundation

/// What a controller is told about a transition in progress (`UIViewControllerTransitionCoordinator`).
/// The model's transitions are instant, so `animate(alongsideTransition:completion:)` runs
/// both closures at once.
@preconcurrency @MainActor
public protocol ViewControllerTransitionCoordinator: AnyObject {
    /// Whether the transition animates.
    var isAnimated: Bool { get }
    /// How long the transition takes.
    var transitionDuration: TimeInterval { get }
    /// Runs `animation` alongside the transition and `completion` after it; true if run.
    @discardableResult
    func animate(alongsideTransition animation: ((ViewControllerTransitionCoordinator) -> Void)?,
                 completion: ((ViewControllerTransitionCoordinator) -> Void)?) -> Bool
}

/// The coordinator of the model's instant transitions: it runs what it is given at once.
@preconcurrency @MainActor
public final class InstantTransitionCoordinator: ViewControllerTransitionCoordinator {
    /// A coordinator for an instant transition.
    public init() {}
    /// Never animated.
    public var isAnimated: Bool { false }
    /// Zero.
    public var transitionDuration: TimeInterval { 0 }
    /// Runs both closures now.
    @discardableResult
    public func animate(alongsideTransition animation: ((ViewControllerTransitionCoordinator) -> Void)?,
                        completion: ((ViewControllerTransitionCoordinator) -> Void)?) -> Bool {
        animation?(self)
        completion?(self)
        return true
    }
}

extension ViewControllerTransitionCoordinator {
    /// Runs `animation` alongside the transition, with no completion (UIKit's `completion`
    /// defaults to nil).
    @discardableResult
    public func animate(alongsideTransition animation: ((ViewControllerTransitionCoordinator) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }

    /// Whether the transition was cancelled: never, in the model.
    public var isCancelled: Bool { false }
    /// Whether a gesture drives the transition: never, in the model.
    public var isInteractive: Bool { false }
    /// Whether the transition started interactively.
    public var initiallyInteractive: Bool { false }
    /// How far the transition is: done.
    public var percentComplete: CGFloat { 1 }
    /// The speed at which it completes.
    public var completionVelocity: CGFloat { 1 }
    /// The rotation of the transition: none, the device does not turn.
    public var targetTransform: CGAffineTransform { .identity }
    /// The controller for `key`: the model's coordinator does not track them.
    public func viewController(forKey key: TransitionContextViewControllerKey) -> ViewController? { nil }
    /// The view for `key`: the model's coordinator does not track them.
    public func view(forKey key: TransitionContextViewKey) -> View? { nil }
    /// Registers a handler for the end of an interactive phase: runs it at once.
    public func notifyWhenInteractionChanges(_ handler: @escaping (ViewControllerTransitionCoordinator) -> Void) { handler(self) }
}
