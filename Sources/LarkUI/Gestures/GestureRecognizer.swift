import Foundation

/// Recognises a gesture on a view and calls its targets, like `UIGestureRecognizer`. The model
/// has no touches: a user's gesture is performed by Fleet (`performTap(taps:)`,
/// `performLongPress()`, `performSwipe(_:)`, `performPan(by:)`), which moves the recognizer
/// through UIKit's states and calls the targets at each state a real gesture reports. When
/// several recognizers could recognise one gesture, the delegate's questions and failure
/// requirements decide, as in UIKit (`GestureArbitration`, docs/helpers.md).
@preconcurrency @MainActor
open class GestureRecognizer: @MainActor CustomStringConvertible {
    /// UIKit's states of a gesture.
    public enum State: Int, Hashable, Sendable {
        /// Waiting for touches.
        case possible
        /// A continuous gesture started.
        case began
        /// A continuous gesture moved.
        case changed
        /// The gesture ended: a discrete gesture was recognised, a continuous one finished.
        case ended
        /// The gesture was cancelled.
        case cancelled
        /// The touches were not this gesture.
        case failed

        /// A discrete gesture was recognised: the same state as `.ended`, as in UIKit.
        public static var recognized: State { .ended }
    }

    private struct Target {
        weak var object: AnyObject?
        let action: ActionMethod
    }

    private final var targets: [Target] = []
    // `final`: a private stored property of a class other files subclass otherwise gets a
    // v-table entry that incremental builds have left unresolved at link time.
    private final var handlers: [@MainActor (GestureRecognizer) -> Void] = []
    private final var storedState: State = .possible

    /// The state. Fleet sets it as it performs a gesture and returns it to `.possible` after;
    /// a subclass (or any code, as UIKit's subclass header allows) may set it too. Setting
    /// `.began`, `.changed`, `.ended` or `.cancelled` calls every target and handler, as UIKit
    /// sends the action at those states; setting `.possible` calls `reset()`.
    open var state: State {
        get { storedState }
        set {
            storedState = newValue
            switch newValue {
            case .began, .changed, .ended, .cancelled: sendActions()
            case .possible: reset()
            case .failed: break
            }
        }
    }

    /// Called when the recognizer returns to `.possible` after a gesture; an override point for
    /// subclasses that keep per-gesture state.
    open func reset() {}

    // MARK: Override points of UIKit's subclass header (the model's helpers deliver gestures,
    // not touches, so the touch methods are called only by code that calls them)

    /// Told that fingers touched down.
    open func touchesBegan(_ touches: Set<Touch>, with event: Event) {}
    /// Told that fingers moved.
    open func touchesMoved(_ touches: Set<Touch>, with event: Event) {}
    /// Told that fingers lifted.
    open func touchesEnded(_ touches: Set<Touch>, with event: Event) {}
    /// Told that the touches were cancelled.
    open func touchesCancelled(_ touches: Set<Touch>, with event: Event) {}
    /// Stops considering `touch` for this gesture.
    open func ignore(_ touch: Touch, for event: Event) {}
    /// Whether this recognizer, recognizing, can prevent `preventedGestureRecognizer`: true.
    open func canPrevent(_ preventedGestureRecognizer: GestureRecognizer) -> Bool { true }
    /// Whether `preventingGestureRecognizer` can prevent this one: true.
    open func canBePrevented(by preventingGestureRecognizer: GestureRecognizer) -> Bool { true }
    /// Whether this recognizer must wait for `otherGestureRecognizer` to fail: false by default;
    /// the helpers ask it as they ask `require(toFail:)`.
    open func shouldRequireFailure(of otherGestureRecognizer: GestureRecognizer) -> Bool { false }
    /// Whether `otherGestureRecognizer` must wait for this one to fail: false by default; the
    /// helpers ask it too.
    open func shouldBeRequiredToFail(by otherGestureRecognizer: GestureRecognizer) -> Bool { false }
    /// Whether it recognises anything (true by default).
    open var isEnabled = true
    /// Asked whether to begin (held weakly).
    open weak var delegate: GestureRecognizerDelegate?
    /// The view it is attached to.
    public internal(set) weak var view: View?
    /// Recognisers that must fail before this one may succeed (`require(toFail:)`).
    public private(set) var failureRequirements: [GestureRecognizer] = []
    /// Whether a recognised gesture cancels the touches in the view (stored; true by default).
    open var cancelsTouchesInView = true
    /// Whether touches wait for the gesture to fail before reaching the view (stored).
    open var delaysTouchesBegan = false
    /// Whether the end of touches waits for the gesture (stored; true by default).
    open var delaysTouchesEnded = true
    /// Whether touches of other types are ignored once one begins (stored).
    open var requiresExclusiveTouchType = true
    /// A name for debugging.
    open var name: String?
    /// How many fingers the gesture is using: those of its kind once Fleet performs it, else 0.
    open var numberOfTouches: Int { state == .possible ? 0 : 1 }
    /// Where finger `touchIndex` is in `view`: the gesture's location (the model performs
    /// one-finger gestures).
    open func location(ofTouch touchIndex: Int, in view: View?) -> CGPoint { location(in: view) }

    /// A recogniser with no target yet.
    public init() {}

    private var keyedValues: [String: Any] = [:]

    /// Key-value coding as far as the model has it: `"targets"` reads and writes the
    /// target–action pairs (what apps copy from one recognizer to another); other keys store
    /// and return whatever was set.
    open func value(forKey key: String) -> Any? {
        key == "targets" ? targets : keyedValues[key]
    }

    /// Sets a value for a key; see `value(forKey:)`.
    open func setValue(_ value: Any?, forKey key: String) {
        if key == "targets", let copied = value as? [Target] { targets = copied } else { keyedValues[key] = value }
    }

    /// A recogniser calling `action` on `target`, as `UIGestureRecognizer(target:action:)`.
    public convenience init(target: AnyObject?, action: ActionMethod) {
        self.init()
        addTarget(target, action: action)
    }

    /// A recogniser calling `handler`, the model's closure form.
    public convenience init(handler: @escaping @MainActor (GestureRecognizer) -> Void) {
        self.init()
        handlers.append(handler)
    }

    /// Adds a target-action pair; the target is held weakly.
    open func addTarget(_ target: AnyObject?, action: ActionMethod) {
        targets.append(Target(object: target, action: action))
    }

    /// This recogniser succeeds only if `other` fails, as in UIKit.
    open func require(toFail other: GestureRecognizer) {
        failureRequirements.append(other)
    }

    /// Where the finger is while Fleet performs a gesture, in the recogniser's view's
    /// coordinates; nil for the centre of the view.
    package var touchLocation: CGPoint?

    /// Where the gesture is, in `view`'s coordinates: where Fleet's gesture put the finger (a
    /// long press that moves reports each point), else the centre of its view (the model has
    /// no touches of its own).
    open func location(in view: View?) -> CGPoint {
        guard let own = self.view else { return .zero }
        let point = touchLocation ?? CGPoint(x: own.bounds.midX, y: own.bounds.midY)
        guard let view, view !== own else { return point }
        let origin = own.origin(in: view)
        return CGPoint(x: origin.x + point.x - own.bounds.minX, y: origin.y + point.y - own.bounds.minY)
    }

    /// Sets the state, which calls every target and handler, as UIKit does at each reported state.
    package func report(_ state: State) {
        self.state = state
    }

    private func sendActions() {
        for target in targets {
            if let object = target.object { _ = target.action.send(to: object, from: self) }
        }
        for handler in handlers { handler(self) }
    }

    /// `TapGestureRecognizer`, with the view it is on.
    open var description: String {
        String(describing: type(of: self)) + (view.map { " on \($0.description)" } ?? "")
    }
}

/// Asked about a gesture recogniser, like `UIGestureRecognizerDelegate`.
@preconcurrency @MainActor
public protocol GestureRecognizerDelegate: AnyObject {
    /// Whether the recogniser may begin. Default: true.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool
    /// Whether two recognisers may recognise at once. Default: false.
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer) -> Bool
    /// Whether the recogniser sees `touch`. Default: true.
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool
    /// Whether the recogniser waits for `otherGestureRecognizer` to fail. Default: false.
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: GestureRecognizer) -> Bool
    /// Whether `otherGestureRecognizer` waits for this one to fail. Default: false.
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: GestureRecognizer) -> Bool
}

extension GestureRecognizerDelegate {
    /// Default: true.
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { true }
    /// Default: false.
    public func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer) -> Bool { false }
    /// Default: true.
    public func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool { true }
    /// Default: false.
    public func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: GestureRecognizer) -> Bool { false }
    /// Default: false.
    public func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: GestureRecognizer) -> Bool { false }
}

/// A tap, like `UITapGestureRecognizer`: discrete, recognised (`.ended`) once the taps are done.
@preconcurrency @MainActor
open class TapGestureRecognizer: GestureRecognizer {
    /// How many taps make the gesture (1 by default).
    open var numberOfTapsRequired = 1
    /// How many fingers make the gesture (1 by default; the model performs one-finger taps).
    open var numberOfTouchesRequired = 1
}

/// A press held long enough, like `UILongPressGestureRecognizer`: continuous, `.began` once held
/// long enough, `.changed` each time the finger moves while held, then `.ended` when released.
@preconcurrency @MainActor
open class LongPressGestureRecognizer: GestureRecognizer {
    /// How long the press must last, in seconds (0.5 by default; recorded only).
    open var minimumPressDuration: TimeInterval = 0.5
    /// How far the finger may move before the press fails, in points (10 by default; stored).
    open var allowableMovement: CGFloat = 10
    /// How many fingers make the press (1 by default; stored).
    open var numberOfTouchesRequired = 1
    /// How many taps come before the press (0 by default; stored).
    open var numberOfTapsRequired = 0
}

/// A swipe, like `UISwipeGestureRecognizer`: discrete, recognised for its directions.
@preconcurrency @MainActor
open class SwipeGestureRecognizer: GestureRecognizer {
    /// The directions of a swipe.
    public struct Direction: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// Creates a set from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Towards the right.
        public static let right = Direction(rawValue: 1 << 0)
        /// Towards the left.
        public static let left = Direction(rawValue: 1 << 1)
        /// Upwards.
        public static let up = Direction(rawValue: 1 << 2)
        /// Downwards.
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// The directions it recognises (`.right` by default, as in UIKit).
    open var direction: Direction = .right
    /// How many fingers make the swipe (1 by default; stored).
    open var numberOfTouchesRequired = 1
}

/// A drag, like `UIPanGestureRecognizer`: continuous, `.began`, `.changed` as it moves, `.ended`.
@preconcurrency @MainActor
open class PanGestureRecognizer: GestureRecognizer {
    private var translationSoFar: CGPoint = .zero

    /// How far the drag has moved since it began (the view is ignored: the model has no transforms).
    open func translation(in view: View?) -> CGPoint {
        translationSoFar
    }

    /// Resets the translation, as UIKit lets an action do after applying it.
    open func setTranslation(_ translation: CGPoint, in view: View?) {
        translationSoFar = translation
    }

    /// The drag's speed in points per second. Fleet's pans are instant, so zero unless a test
    /// sets `simulatedVelocity`.
    open func velocity(in view: View?) -> CGPoint { simulatedVelocity }

    /// The velocity `velocity(in:)` reports, for a test to set.
    public var simulatedVelocity: CGPoint = .zero

    /// The fewest fingers that make the pan (stored).
    open var minimumNumberOfTouches = 1
    /// The most fingers that make the pan (stored).
    open var maximumNumberOfTouches = Int.max
}

extension View {
    /// The gesture recognisers attached to this view, in the order they were added; nil when
    /// there are none, as in UIKit. Setting it detaches the old ones and attaches the new.
    public var gestureRecognizers: [GestureRecognizer]? {
        get { attachedGestureRecognizers.isEmpty ? nil : attachedGestureRecognizers }
        set {
            for recognizer in attachedGestureRecognizers { removeGestureRecognizer(recognizer) }
            for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
        }
    }

    /// Attaches a recogniser; attaching one that is on another view moves it here, as in UIKit.
    public func addGestureRecognizer(_ recognizer: GestureRecognizer) {
        recognizer.view?.removeGestureRecognizer(recognizer)
        recognizer.view = self
        attachedGestureRecognizers.append(recognizer)
    }

    /// Detaches a recogniser.
    public func removeGestureRecognizer(_ recognizer: GestureRecognizer) {
        attachedGestureRecognizers.removeAll { $0 === recognizer }
        if recognizer.view === self { recognizer.view = nil }
    }
}

/// A pan that starts at a screen edge (`UIScreenEdgePanGestureRecognizer`).
@preconcurrency @MainActor
open class ScreenEdgePanGestureRecognizer: PanGestureRecognizer {
    /// The edges it starts from.
    open var edges: RectEdge = .left
}
