import Foundation

/// What a controller is told about a transition in progress (`UIViewControllerTransitionCoordinator`).
/// The model's transitions are instant, so `animate(alongsideTransition:completion:)` runs
/// both closures at once.
@MainActor
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
@MainActor
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
