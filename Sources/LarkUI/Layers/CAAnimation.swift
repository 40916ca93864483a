import Foundation

/// The base of Core Animation's animations, `CAAnimation`: timing and a delegate, all stored.
///
/// Properties live in a key-value table, so `setValue(_:forKey:)`/`value(forKey:)` (which apps
/// use to tag animations) reach them and `copy()` copies every property of every subclass.
/// Adding an animation to a layer records a copy; see `CALayer.add(_:forKey:)`.
open class CAAnimation: CAAction, Hashable {
    /// The property table; typed accessors read and write entries of it.
    var table: [String: Any] = [:]

    func stored<Value>(_ key: String, default value: Value) -> Value {
        table[key] as? Value ?? value
    }

    /// A new animation with default timing.
    public init() {}

    /// Never called in the model (no archives exist); present so subclasses keep Core Animation's shape.
    public required init?(coder: NSCoder) {}

    /// Makes an animation of the receiving class (`copy()` uses it); call `init()` instead.
    public required convenience init(copyingInstance: Void) {
        self.init()
    }

    /// A new animation (Core Animation's class-method spelling).
    public class func animation() -> Self { Self(copyingInstance: ()) }

    /// A copy of the same class with the same property values and delegate.
    open func copy() -> Any {
        let copy = Self(copyingInstance: ())
        copy.table = table
        copy.delegate = delegate
        return copy
    }

    /// The object told when the animation starts and stops; retained strongly, as Core Animation does.
    open var delegate: (any CAAnimationDelegate)?

    /// The pacing curve; nil for linear.
    open var timingFunction: CAMediaTimingFunction? {
        get { table["timingFunction"] as? CAMediaTimingFunction }
        set { table["timingFunction"] = newValue }
    }
    /// Whether the animation leaves the layer when it finishes; true by default (stored: see
    /// `CALayer.add(_:forKey:)` for what the model keeps).
    open var isRemovedOnCompletion: Bool {
        get { stored("isRemovedOnCompletion", default: true) }
        set { table["isRemovedOnCompletion"] = newValue }
    }
    /// When the animation starts, in its layer's time; 0 for now.
    open var beginTime: CFTimeInterval {
        get { stored("beginTime", default: 0) }
        set { table["beginTime"] = newValue }
    }
    /// The length of one cycle in seconds; 0 means Core Animation's default of 0.25.
    open var duration: CFTimeInterval {
        get { stored("duration", default: 0) }
        set { table["duration"] = newValue }
    }
    /// The playback rate, 1 by default.
    open var speed: Float {
        get { stored("speed", default: 1) }
        set { table["speed"] = newValue }
    }
    /// An offset into the animation's time.
    open var timeOffset: CFTimeInterval {
        get { stored("timeOffset", default: 0) }
        set { table["timeOffset"] = newValue }
    }
    /// How many cycles play; `Float.infinity` repeats forever (the delegate never hears it stop).
    open var repeatCount: Float {
        get { stored("repeatCount", default: 0) }
        set { table["repeatCount"] = newValue }
    }
    /// How long the animation repeats, in seconds; infinity repeats forever.
    open var repeatDuration: CFTimeInterval {
        get { stored("repeatDuration", default: 0) }
        set { table["repeatDuration"] = newValue }
    }
    /// Whether each cycle plays backwards after forwards.
    open var autoreverses: Bool {
        get { stored("autoreverses", default: false) }
        set { table["autoreverses"] = newValue }
    }
    /// What shows outside the active time.
    open var fillMode: CAMediaTimingFillMode {
        get { stored("fillMode", default: .removed) }
        set { table["fillMode"] = newValue }
    }

    /// Whether the animation repeats forever, so a layer never reports it finished.
    var repeatsForever: Bool {
        repeatCount == .infinity || repeatDuration == .infinity
    }

    /// The value stored under `key`: a property's current value, or whatever `setValue` stored.
    open func value(forKey key: String) -> Any? {
        table[key]
    }

    /// Stores `value` under `key` (apps tag animations this way); a property's name sets it.
    open func setValue(_ value: Any?, forKey key: String) {
        table[key] = value
    }

    /// The default value of a property (nil in the model).
    open class func defaultValue(forKey key: String) -> Any? { nil }

    /// Animations are equal only when they are the same object, as `NSObject`s are.
    public static func == (lhs: CAAnimation, rhs: CAAnimation) -> Bool { lhs === rhs }

    /// Hashes the object's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// Runs nothing: the model never applies actions.
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}
