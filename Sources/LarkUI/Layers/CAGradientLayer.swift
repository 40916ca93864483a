import Foundation

/// A layer that draws a gradient, Core Animation's `CAGradientLayer` (stored only).
open class CAGradientLayer: CALayer {
    /// The colours (`CGColor`s), in order.
    open var colors: [Any]? {
        get { properties["colors"] as? [Any] }
        set { properties["colors"] = newValue }
    }
    /// Where each colour sits, 0...1; nil spreads them evenly.
    open var locations: [NSNumber]? {
        get { properties["locations"] as? [NSNumber] }
        set { properties["locations"] = newValue }
    }
    /// Where the gradient starts, in unit coordinates; top centre (0.5, 0) by default.
    open var startPoint: CGPoint {
        get { stored("startPoint", default: CGPoint(x: 0.5, y: 0)) }
        set { properties["startPoint"] = newValue }
    }
    /// Where the gradient ends, in unit coordinates; bottom centre (0.5, 1) by default.
    open var endPoint: CGPoint {
        get { stored("endPoint", default: CGPoint(x: 0.5, y: 1)) }
        set { properties["endPoint"] = newValue }
    }
    /// The gradient's shape, `.axial` by default.
    open var type: CAGradientLayerType {
        get { stored("type", default: .axial) }
        set { properties["type"] = newValue }
    }
}
