import Foundation

/// A layer that draws a path, Core Animation's `CAShapeLayer`: the path and its paint, stored.
open class CAShapeLayer: CALayer {
    /// The shape.
    open var path: CGPath? {
        get { properties["path"] as? CGPath }
        set { properties["path"] = newValue }
    }
    /// The fill colour, opaque black by default; nil for no fill.
    open var fillColor: CGColor? {
        get { properties.keys.contains("fillColor") ? properties["fillColor"] as? CGColor : .black }
        set { properties["fillColor"] = newValue as Any }
    }
    /// The stroke colour, nil (no stroke) by default.
    open var strokeColor: CGColor? {
        get { properties["strokeColor"] as? CGColor }
        set { properties["strokeColor"] = newValue }
    }
    /// The stroke width, 1 by default.
    open var lineWidth: CGFloat {
        get { stored("lineWidth", default: 1) }
        set { properties["lineWidth"] = newValue }
    }
    /// How stroke ends are drawn.
    open var lineCap: CAShapeLayerLineCap {
        get { stored("lineCap", default: .butt) }
        set { properties["lineCap"] = newValue }
    }
    /// How stroke corners are drawn.
    open var lineJoin: CAShapeLayerLineJoin {
        get { stored("lineJoin", default: .miter) }
        set { properties["lineJoin"] = newValue }
    }
    /// Which points are filled.
    open var fillRule: CAShapeLayerFillRule {
        get { stored("fillRule", default: .nonZero) }
        set { properties["fillRule"] = newValue }
    }
    /// Where the stroke starts along the path, 0...1.
    open var strokeStart: CGFloat {
        get { stored("strokeStart", default: 0) }
        set { properties["strokeStart"] = newValue }
    }
    /// Where the stroke ends along the path, 0...1 (1 by default).
    open var strokeEnd: CGFloat {
        get { stored("strokeEnd", default: 1) }
        set { properties["strokeEnd"] = newValue }
    }
    /// The dash lengths; nil for a solid stroke.
    open var lineDashPattern: [NSNumber]? {
        get { properties["lineDashPattern"] as? [NSNumber] }
        set { properties["lineDashPattern"] = newValue }
    }
    /// The dash phase.
    open var lineDashPhase: CGFloat {
        get { stored("lineDashPhase", default: 0) }
        set { properties["lineDashPhase"] = newValue }
    }
    /// The miter limit, 10 by default.
    open var miterLimit: CGFloat {
        get { stored("miterLimit", default: 10) }
        set { properties["miterLimit"] = newValue }
    }

    /// Whether `p` (layer coordinates) is inside the filled path under `fillRule`; false without a path.
    open override func contains(_ p: CGPoint) -> Bool {
        guard let path else { return false }
        return path.contains(p, using: fillRule == .evenOdd ? .evenOdd : .winding)
    }
}
