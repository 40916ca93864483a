import Foundation

/// A damped-spring animation, Core Animation's `CASpringAnimation` (stored; `settlingDuration`
/// computed from the spring's physics).
open class CASpringAnimation: CABasicAnimation {
    /// A spring that settles in about `perceptualDuration` seconds with `bounce` (0: none,
    /// towards 1: more), mapped to mass 1 as SwiftUI-style springs are.
    public convenience init(perceptualDuration: CFTimeInterval, bounce: CGFloat) {
        self.init()
        let duration = max(perceptualDuration, 0.01)
        mass = 1
        stiffness = pow(2 * .pi / duration, 2)
        let dampingRatio = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
        damping = 4 * .pi * dampingRatio / duration
        table["perceptualDuration"] = perceptualDuration
        table["bounce"] = bounce
    }

    /// The mass on the spring, 1 by default.
    open var mass: CGFloat {
        get { stored("mass", default: 1) }
        set { table["mass"] = newValue }
    }
    /// The spring constant, 100 by default.
    open var stiffness: CGFloat {
        get { stored("stiffness", default: 100) }
        set { table["stiffness"] = newValue }
    }
    /// The friction, 10 by default.
    open var damping: CGFloat {
        get { stored("damping", default: 10) }
        set { table["damping"] = newValue }
    }
    /// The initial velocity, in units of the distance to travel per second.
    open var initialVelocity: CGFloat {
        get { stored("initialVelocity", default: 0) }
        set { table["initialVelocity"] = newValue }
    }
    /// Whether an overdamped spring is allowed (stored only).
    open var allowsOverdamping: Bool {
        get { stored("allowsOverdamping", default: false) }
        set { table["allowsOverdamping"] = newValue }
    }
    /// The perceptual duration given to `init(perceptualDuration:bounce:)`, else 0.
    open var perceptualDuration: CFTimeInterval { stored("perceptualDuration", default: 0) }
    /// The bounce given to `init(perceptualDuration:bounce:)`, else 0.
    open var bounce: CGFloat { stored("bounce", default: 0) }

    /// The time until the spring's motion envelope falls below 0.1% of the distance: the slowest
    /// decay rate of the damped oscillator (ζ·ω₀ when underdamped) into ln(1000). Core Animation
    /// uses its own threshold, so expect close, not identical, values.
    open var settlingDuration: CFTimeInterval {
        guard mass > 0, stiffness > 0 else { return 0 }
        let naturalFrequency = (stiffness / mass).squareRoot()
        let dampingRatio = damping / (2 * (stiffness * mass).squareRoot())
        guard dampingRatio > 0 else { return .infinity }
        let decayRate = dampingRatio < 1
            ? dampingRatio * naturalFrequency
            : naturalFrequency * (dampingRatio - (dampingRatio * dampingRatio - 1).squareRoot())
        return CFTimeInterval(log(1000) / decayRate)
    }
}
