import Foundation

// Animations: the model has no clock, so an animation's changes happen at once, and its
// completion runs right after them with `true` (finished), synchronously. Tests see the end
// state without waiting (docs/uikit-module.md).
extension View {
    /// Options of a view animation (`UIView.AnimationOptions`); recorded only.
    public struct AnimationOptions: OptionSet, Hashable, Sendable {
        /// The bits.
        public let rawValue: UInt
        /// Options from bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Lay out subviews in the animation.
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        /// Allow touches during the animation.
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Start from the current state.
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Repeat forever.
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// Run backwards and forwards.
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        /// Ignore nested durations.
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        /// Ignore nested curves.
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        /// Animate content.
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        /// Show and hide instead of adding and removing.
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        /// Ignore nested options.
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
        /// Ease in and out.
        public static let curveEaseInOut: AnimationOptions = []
        /// Ease in.
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// Ease out.
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// Linear.
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
        /// No transition.
        public static let transitionNone: AnimationOptions = []
        /// Flip from the left.
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        /// Flip from the right.
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        /// Curl up.
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        /// Curl down.
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        /// Cross-dissolve.
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        /// Flip from the top.
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        /// Flip from the bottom.
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)
    }

    /// Options of a keyframe animation (`UIView.KeyframeAnimationOptions`); recorded only.
    public struct KeyframeAnimationOptions: OptionSet, Hashable, Sendable {
        /// The bits.
        public let rawValue: UInt
        /// Options from bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Lay out subviews while animating.
        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        /// Start from the current state.
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        /// Allow touches.
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        /// Repeat indefinitely; the model's animations still end at once, with their final state.
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        /// Run backwards after forwards; the model keeps the final state, as its other animations.
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        /// Ignore the duration of an enclosing animation.
        public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
        /// Ignore the options of an enclosing animation.
        public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)
        /// Linear keyframes.
        public static let calculationModeLinear: KeyframeAnimationOptions = []
        /// Discrete keyframes.
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        /// Evenly paced keyframes.
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        /// Cubic keyframes.
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        /// Evenly paced cubic keyframes.
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)
    }

    /// An animation curve (`UIView.AnimationCurve`).
    public enum AnimationCurve: Int, Hashable, Sendable {
        /// Ease in and out.
        case easeInOut
        /// Ease in.
        case easeIn
        /// Ease out.
        case easeOut
        /// Linear.
        case linear
    }

    /// Whether animations are enabled; the model's run at once either way.
    public static var areAnimationsEnabled: Bool { true }

    /// Enables or disables animations (no effect: the model's changes are immediate).
    public static func setAnimationsEnabled(_ enabled: Bool) {}

    /// Makes the changes now.
    public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animations()
    }

    /// Makes the changes now, then calls `completion` with `true`.
    public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void,
                               completion: ((Bool) -> Void)? = nil) {
        animations()
        completion?(true)
    }

    /// Makes the changes now, then calls `completion` with `true`.
    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
                               animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        animations()
        completion?(true)
    }

    /// Makes the changes now, then calls `completion` with `true` (no spring in the model).
    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
                               initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [],
                               animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        animations()
        completion?(true)
    }

    /// Makes the changes now, then calls `completion` with `true`.
    public static func transition(with view: View, duration: TimeInterval, options: AnimationOptions = [],
                                  animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        animations?()
        completion?(true)
    }

    /// Replaces `fromView` with `toView` in its superview now, then calls `completion` with `true`.
    public static func transition(from fromView: View, to toView: View, duration: TimeInterval, options: AnimationOptions = [],
                                  completion: ((Bool) -> Void)? = nil) {
        if options.contains(.showHideTransitionViews) {
            fromView.isHidden = true
            toView.isHidden = false
        } else if let superview = fromView.superview {
            let index = superview.subviews.firstIndex(of: fromView) ?? superview.subviews.count
            superview.insertSubview(toView, at: index)
            fromView.removeFromSuperview()
        }
        completion?(true)
    }

    /// Makes the changes now.
    public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        actionsWithoutAnimation()
    }

    /// Makes every keyframe's changes now, in order, then calls `completion` with `true`.
    public static func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval, options: KeyframeAnimationOptions = [],
                                        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        animations()
        completion?(true)
    }

    /// A keyframe inside `animateKeyframes`: its changes happen now.
    public static func addKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
                                   animations: @escaping () -> Void) {
        animations()
    }
}

/// A property animator (`UIViewPropertyAnimator`): its animations run when it starts, at once,
/// and its completions right after, with `.end`.
@preconcurrency @MainActor
open class ViewPropertyAnimator {
    /// Where an animation ended.
    public enum Position: Int, Hashable, Sendable {
        /// At the end.
        case end
        /// At the start.
        case start
        /// Somewhere in between.
        case current
    }

    /// Whether the animator is running or stopped.
    public enum State: Int, Hashable, Sendable {
        /// Not started.
        case inactive
        /// Started.
        case active
        /// Stopped.
        case stopped
    }

    /// The duration (recorded).
    public let duration: TimeInterval
    /// Whether it is running.
    public private(set) var isRunning = false
    /// The state.
    public private(set) var state: State = .inactive
    /// How far the animation is, 0...1.
    open var fractionComplete: CGFloat = 0
    /// Whether it can be interrupted (recorded).
    open var isInterruptible = true
    /// Whether touches reach the views meanwhile (recorded).
    open var isUserInteractionEnabled = true
    /// Whether the animator pauses at the end instead of finishing (recorded; the model's
    /// animations end at once).
    open var pausesOnCompletion = false
    /// Whether animating views move their frames, not their transforms, while scrubbed (recorded).
    open var scrubsLinearly = true
    private var animations: [() -> Void] = []
    private var completions: [(Position) -> Void] = []

    /// An animator with a duration and a curve.
    public init(duration: TimeInterval, curve: View.AnimationCurve, animations: (() -> Void)? = nil) {
        self.duration = duration
        if let animations { self.animations.append(animations) }
    }

    /// An animator with a spring (no spring in the model).
    public init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.duration = duration
        if let animations { self.animations.append(animations) }
    }

    /// An animator with a timing curve (recorded).
    public init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint, animations: (() -> Void)? = nil) {
        self.duration = duration
        if let animations { self.animations.append(animations) }
    }

    /// An animator timed by `parameters` (a spring or a cubic curve; recorded).
    public init(duration: TimeInterval, timingParameters parameters: any TimingCurveProvider) {
        self.duration = duration
        timingParameters = parameters
    }

    /// The timing the animator was made with, if given as parameters.
    public private(set) var timingParameters: (any TimingCurveProvider)?

    /// Runs `animations` now and returns the finished animator.
    @discardableResult
    public static func runningPropertyAnimator(withDuration duration: TimeInterval, delay: TimeInterval, options: View.AnimationOptions = [],
                                               animations: @escaping () -> Void, completion: ((Position) -> Void)? = nil) -> ViewPropertyAnimator {
        let animator = ViewPropertyAnimator(duration: duration, curve: .easeInOut, animations: animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation()
        return animator
    }

    /// Adds changes; once started, they happen at once.
    open func addAnimations(_ animation: @escaping () -> Void) {
        if state == .active { animation() } else { animations.append(animation) }
    }

    /// Adds changes with a delay factor (ignored).
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) { addAnimations(animation) }

    /// Adds a completion, called with `.end` when the animator finishes.
    open func addCompletion(_ completion: @escaping (Position) -> Void) { completions.append(completion) }

    /// Runs every animation now, then every completion with `.end`.
    open func startAnimation() {
        state = .active
        isRunning = true
        let pending = animations
        animations.removeAll()
        pending.forEach { $0() }
        fractionComplete = 1
        finish(at: .end)
    }

    /// Starts after a delay (the model does not wait).
    open func startAnimation(afterDelay delay: TimeInterval) { startAnimation() }

    /// Pauses (nothing is running in the model).
    open func pauseAnimation() { isRunning = false }

    /// Stops; without finishing, completions never run, as in UIKit.
    open func stopAnimation(_ withoutFinishing: Bool) {
        isRunning = false
        state = withoutFinishing ? .inactive : .stopped
        if withoutFinishing { completions.removeAll() }
    }

    /// Finishes a stopped animator at `finalPosition`.
    open func finishAnimation(at finalPosition: Position) { finish(at: finalPosition) }

    private func finish(at position: Position) {
        isRunning = false
        state = .inactive
        let pending = completions
        completions.removeAll()
        pending.forEach { $0(position) }
    }
}
