import Foundation

/// The timing of a property animator (`UITimingCurveProvider`): a cubic curve or a spring.
/// The model runs animations at once, so the timing is recorded for a test to read.
public protocol TimingCurveProvider: Sendable {
    /// The kind of curve.
    var timingCurveType: TimingCurveType { get }
    /// The cubic curve, for `.cubic` timings.
    var cubicTimingParameters: CubicTimingParameters? { get }
    /// The spring, for `.spring` timings.
    var springTimingParameters: SpringTimingParameters? { get }
}

/// The kinds of timing curve (`UITimingCurveType`).
public enum TimingCurveType: Int, Hashable, Sendable {
    /// A built-in curve.
    case builtin
    /// A cubic Bézier curve.
    case cubic
    /// A spring.
    case spring
    /// Both a curve and a spring.
    case composed
}

/// A cubic timing curve (`UICubicTimingParameters`).
public struct CubicTimingParameters: TimingCurveProvider, Hashable {
    /// The built-in curve, if made from one.
    public let animationCurve: View.AnimationCurve
    /// The first control point.
    public let controlPoint1: CGPoint
    /// The second control point.
    public let controlPoint2: CGPoint

    /// Ease in and out.
    public init() { self.init(animationCurve: .easeInOut) }
    /// A built-in curve.
    public init(animationCurve curve: View.AnimationCurve) {
        animationCurve = curve
        (controlPoint1, controlPoint2) = switch curve {
        case .easeInOut: (CGPoint(x: 0.42, y: 0), CGPoint(x: 0.58, y: 1))
        case .easeIn: (CGPoint(x: 0.42, y: 0), CGPoint(x: 1, y: 1))
        case .easeOut: (CGPoint(x: 0, y: 0), CGPoint(x: 0.58, y: 1))
        case .linear: (CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1))
        }
    }
    /// A curve through two control points.
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        animationCurve = .easeInOut
        controlPoint1 = point1
        controlPoint2 = point2
    }

    /// `.cubic`.
    public var timingCurveType: TimingCurveType { .cubic }
    /// Itself.
    public var cubicTimingParameters: CubicTimingParameters? { self }
    /// None.
    public var springTimingParameters: SpringTimingParameters? { nil }
}

/// A spring timing (`UISpringTimingParameters`).
public struct SpringTimingParameters: TimingCurveProvider, Hashable {
    /// The damping ratio (1: no overshoot).
    public let dampingRatio: CGFloat
    /// The initial velocity.
    public let initialVelocity: CGVector
    /// The spring's mass, stiffness and damping, when made from them.
    public let mass: CGFloat, stiffness: CGFloat, damping: CGFloat

    /// The system's spring.
    public init() { self.init(dampingRatio: 1) }
    /// A spring with `ratio` damping and an initial velocity.
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector = CGVector(dx: 0, dy: 0)) {
        dampingRatio = ratio
        initialVelocity = velocity
        mass = 1
        stiffness = 100
        damping = 2 * ratio * 10
    }
    /// A spring from its physics.
    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
        initialVelocity = velocity
        dampingRatio = stiffness > 0 && mass > 0 ? damping / (2 * (stiffness * mass).squareRoot()) : 1
    }

    /// `.spring`.
    public var timingCurveType: TimingCurveType { .spring }
    /// None.
    public var cubicTimingParameters: CubicTimingParameters? { nil }
    /// Itself.
    public var springTimingParameters: SpringTimingParameters? { self }
}
