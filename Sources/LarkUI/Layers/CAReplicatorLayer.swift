import Foundation

/// A layer that repeats its sublayers, Core Animation's `CAReplicatorLayer` (stored only: the
/// copies are not created).
open class CAReplicatorLayer: CALayer {
    /// How many copies are shown, 1 by default.
    open var instanceCount: Int {
        get { stored("instanceCount", default: 1) }
        set { properties["instanceCount"] = newValue }
    }
    /// The transform from one copy to the next.
    open var instanceTransform: CATransform3D {
        get { stored("instanceTransform", default: CATransform3DIdentity) }
        set { properties["instanceTransform"] = newValue }
    }
    /// The delay between copies' animations, in seconds.
    open var instanceDelay: CFTimeInterval {
        get { stored("instanceDelay", default: 0) }
        set { properties["instanceDelay"] = newValue }
    }
    /// The colour the first copy is tinted with.
    open var instanceColor: CGColor? {
        get { properties["instanceColor"] as? CGColor }
        set { properties["instanceColor"] = newValue }
    }
    /// Added to the red component from one copy to the next.
    open var instanceRedOffset: Float {
        get { stored("instanceRedOffset", default: 0) }
        set { properties["instanceRedOffset"] = newValue }
    }
    /// Added to the green component from one copy to the next.
    open var instanceGreenOffset: Float {
        get { stored("instanceGreenOffset", default: 0) }
        set { properties["instanceGreenOffset"] = newValue }
    }
    /// Added to the blue component from one copy to the next.
    open var instanceBlueOffset: Float {
        get { stored("instanceBlueOffset", default: 0) }
        set { properties["instanceBlueOffset"] = newValue }
    }
    /// Added to the alpha from one copy to the next.
    open var instanceAlphaOffset: Float {
        get { stored("instanceAlphaOffset", default: 0) }
        set { properties["instanceAlphaOffset"] = newValue }
    }
    /// Whether copies keep depth (stored only).
    open var preservesDepth: Bool {
        get { stored("preservesDepth", default: false) }
        set { properties["preservesDepth"] = newValue }
    }
}
