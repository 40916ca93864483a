import Foundation

/// One kind of particle an emitter layer sends out, Core Animation's `CAEmitterCell` (stored
/// only: no particles exist).
open class CAEmitterCell {
    /// A cell with Core Animation's defaults (everything zero or nil, scale 1).
    public init() {}

    /// The cell's name.
    open var name: String?
    /// Whether the cell emits.
    open var isEnabled = true
    /// Particles created per second.
    open var birthRate: Float = 0
    /// Seconds each particle lives.
    open var lifetime: Float = 0
    /// Random range added to `lifetime`.
    open var lifetimeRange: Float = 0
    /// The particle image, typically a `CGImage`.
    open var contents: Any?
    /// The particles' tint.
    open var color: CGColor?
    /// Initial speed, points per second.
    open var velocity: CGFloat = 0
    /// Random range added to `velocity`.
    open var velocityRange: CGFloat = 0
    /// The emission direction's angle from the x axis, radians.
    open var emissionLongitude: CGFloat = 0
    /// The emission direction's angle from the z axis, radians.
    open var emissionLatitude: CGFloat = 0
    /// Random range around the emission direction, radians.
    open var emissionRange: CGFloat = 0
    /// Particle scale.
    open var scale: CGFloat = 1
    /// Random range added to `scale`.
    open var scaleRange: CGFloat = 0
    /// Change of scale per second.
    open var scaleSpeed: CGFloat = 0
    /// Rotation speed, radians per second.
    open var spin: CGFloat = 0
    /// Random range added to `spin`.
    open var spinRange: CGFloat = 0
    /// Acceleration along x.
    open var xAcceleration: CGFloat = 0
    /// Acceleration along y.
    open var yAcceleration: CGFloat = 0
    /// Change of alpha per second.
    open var alphaSpeed: Float = 0
    /// Random range added to the alpha.
    open var alphaRange: Float = 0
    /// Cells emitted by each particle of this one.
    open var emitterCells: [CAEmitterCell]?
}
