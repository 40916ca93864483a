import Foundation

/// A particle emitter, Core Animation's `CAEmitterLayer` (stored only: no particles exist).
open class CAEmitterLayer: CALayer {
    /// The shape particles come from, Core Animation's `CAEmitterLayerEmitterShape`.
    public struct EmitterShape: RawRepresentable, Hashable, Sendable {
        /// The shape's name.
        public let rawValue: String
        /// Wraps a name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A point (the default).
        public static let point = EmitterShape(rawValue: "point")
        /// A line.
        public static let line = EmitterShape(rawValue: "line")
        /// A rectangle.
        public static let rectangle = EmitterShape(rawValue: "rectangle")
        /// A circle.
        public static let circle = EmitterShape(rawValue: "circle")
        /// A cuboid.
        public static let cuboid = EmitterShape(rawValue: "cuboid")
        /// A sphere.
        public static let sphere = EmitterShape(rawValue: "sphere")
    }

    /// Where on the shape particles come from, Core Animation's `CAEmitterLayerEmitterMode`.
    public struct EmitterMode: RawRepresentable, Hashable, Sendable {
        /// The mode's name.
        public let rawValue: String
        /// Wraps a name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Points on the shape.
        public static let points = EmitterMode(rawValue: "points")
        /// Its outline.
        public static let outline = EmitterMode(rawValue: "outline")
        /// Its surface.
        public static let surface = EmitterMode(rawValue: "surface")
        /// Its volume (the default).
        public static let volume = EmitterMode(rawValue: "volume")
    }

    /// How particles are composited, Core Animation's `CAEmitterLayerRenderMode`.
    public struct RenderMode: RawRepresentable, Hashable, Sendable {
        /// The mode's name.
        public let rawValue: String
        /// Wraps a name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Unordered (the default).
        public static let unordered = RenderMode(rawValue: "unordered")
        /// Oldest first.
        public static let oldestFirst = RenderMode(rawValue: "oldestFirst")
        /// Oldest last.
        public static let oldestLast = RenderMode(rawValue: "oldestLast")
        /// Back to front.
        public static let backToFront = RenderMode(rawValue: "backToFront")
        /// Additive.
        public static let additive = RenderMode(rawValue: "additive")
    }

    /// The kinds of particles emitted.
    open var emitterCells: [CAEmitterCell]? {
        get { properties["emitterCells"] as? [CAEmitterCell] }
        set { properties["emitterCells"] = newValue }
    }
    /// The emitter's centre.
    open var emitterPosition: CGPoint {
        get { stored("emitterPosition", default: .zero) }
        set { properties["emitterPosition"] = newValue }
    }
    /// The emitter's size.
    open var emitterSize: CGSize {
        get { stored("emitterSize", default: .zero) }
        set { properties["emitterSize"] = newValue }
    }
    /// The emitter's shape.
    open var emitterShape: EmitterShape {
        get { stored("emitterShape", default: .point) }
        set { properties["emitterShape"] = newValue }
    }
    /// Where on the shape particles start.
    open var emitterMode: EmitterMode {
        get { stored("emitterMode", default: .volume) }
        set { properties["emitterMode"] = newValue }
    }
    /// How particles are composited.
    open var renderMode: RenderMode {
        get { stored("renderMode", default: .unordered) }
        set { properties["renderMode"] = newValue }
    }
    /// Multiplies every cell's birth rate, 1 by default.
    open var birthRate: Float {
        get { stored("birthRate", default: 1) }
        set { properties["birthRate"] = newValue }
    }
    /// Multiplies every cell's lifetime, 1 by default.
    open var lifetime: Float {
        get { stored("lifetime", default: 1) }
        set { properties["lifetime"] = newValue }
    }
    /// Seeds the particles' randomness.
    open var seed: UInt32 {
        get { stored("seed", default: 0) }
        set { properties["seed"] = newValue }
    }
}

/// The emitter shape's Core Animation name.
public typealias CAEmitterLayerEmitterShape = CAEmitterLayer.EmitterShape
/// The emitter mode's Core Animation name.
public typealias CAEmitterLayerEmitterMode = CAEmitterLayer.EmitterMode
/// The render mode's Core Animation name.
public typealias CAEmitterLayerRenderMode = CAEmitterLayer.RenderMode
