import Foundation

extension CALayer {
    /// The value of the property named `key` (Core Animation's key-value coding): properties by
    /// their Core Animation names, defaults included; any other key gives what
    /// `setValue(_:forKey:)` stored under it, or nil.
    public func value(forKey key: String) -> Any? {
        switch key {
        case "opacity": return opacity
        case "hidden", "isHidden": return isHidden
        case "masksToBounds": return masksToBounds
        case "backgroundColor": return backgroundColor
        case "bounds": return bounds
        case "position": return position
        case "frame": return frame
        case "anchorPoint": return anchorPoint
        case "transform": return transform
        case "cornerRadius": return cornerRadius
        case "borderWidth": return borderWidth
        case "borderColor": return borderColor
        case "shadowColor": return shadowColor
        case "shadowOpacity": return shadowOpacity
        case "shadowOffset": return shadowOffset
        case "shadowRadius": return shadowRadius
        case "zPosition": return zPosition
        case "name": return name
        case "sublayers": return sublayers
        default: break
        }
        if let shape = self as? CAShapeLayer {
            switch key {
            case "lineWidth": return shape.lineWidth
            case "strokeStart": return shape.strokeStart
            case "strokeEnd": return shape.strokeEnd
            case "fillColor": return shape.fillColor
            case "miterLimit": return shape.miterLimit
            default: break
            }
        }
        if let gradient = self as? CAGradientLayer {
            switch key {
            case "startPoint": return gradient.startPoint
            case "endPoint": return gradient.endPoint
            default: break
            }
        }
        if let text = self as? CATextLayer {
            switch key {
            case "fontSize": return text.fontSize
            case "foregroundColor": return text.foregroundColor
            default: break
            }
        }
        return properties[key]
    }

    /// Sets the property named `key`, converting numbers (`Double`, `Int`, `NSNumber`, ...) to
    /// the property's type; any other key stores `value` for `value(forKey:)` to return.
    public func setValue(_ value: Any?, forKey key: String) {
        switch key {
        case "opacity": if let number = cgFloat(value) { opacity = Float(number) }
        case "hidden", "isHidden": if let flag = value as? Bool { isHidden = flag }
        case "masksToBounds": if let flag = value as? Bool { masksToBounds = flag }
        case "backgroundColor": backgroundColor = value as? CGColor
        case "bounds": if let rect = value as? CGRect { bounds = rect }
        case "position": if let point = value as? CGPoint { position = point }
        case "frame": if let rect = value as? CGRect { frame = rect }
        case "anchorPoint": if let point = value as? CGPoint { anchorPoint = point }
        case "transform": if let t = value as? CATransform3D { transform = t }
        case "name": name = value as? String
        case "shadowOpacity", "instanceRedOffset", "instanceGreenOffset", "instanceBlueOffset", "instanceAlphaOffset":
            properties[key] = cgFloat(value).map { Float($0) } ?? value
        case "cornerRadius", "borderWidth", "shadowRadius", "rasterizationScale", "contentsScale", "zPosition",
             "anchorPointZ", "lineWidth", "strokeStart", "strokeEnd", "lineDashPhase", "miterLimit", "fontSize":
            properties[key] = cgFloat(value) ?? value
        default: properties[key] = value
        }
    }

    /// The value at a dotted key path: `transform.rotation.z` (or `transform.rotation`),
    /// `transform.scale` (the x scale), `transform.scale.x`/`.y`, `transform.translation.x`/`.y`,
    /// `position.x`/`.y`, `bounds.size.width`/`.height`, `bounds.origin.x`/`.y`; other paths
    /// read `value(forKey:)` with the whole path as the key.
    public func value(forKeyPath keyPath: String) -> Any? {
        let t = transform
        switch keyPath {
        case "transform.rotation.z", "transform.rotation": return atan2(t.m12, t.m11)
        case "transform.scale", "transform.scale.x": return (t.m11 * t.m11 + t.m12 * t.m12 + t.m13 * t.m13).squareRoot()
        case "transform.scale.y": return (t.m21 * t.m21 + t.m22 * t.m22 + t.m23 * t.m23).squareRoot()
        case "transform.translation.x": return t.m41
        case "transform.translation.y": return t.m42
        case "position.x": return position.x
        case "position.y": return position.y
        case "bounds.size.width": return bounds.width
        case "bounds.size.height": return bounds.height
        case "bounds.origin.x": return bounds.minX
        case "bounds.origin.y": return bounds.minY
        default: return value(forKey: keyPath)
        }
    }

    /// Sets the value at a dotted key path (the paths `value(forKeyPath:)` reads); setting one
    /// part of the transform keeps its other parts (rotation about z, x/y scale, translation).
    public func setValue(_ value: Any?, forKeyPath keyPath: String) {
        guard let number = cgFloat(value) else {
            setValue(value, forKey: keyPath)
            return
        }
        var parts = TransformParts(transform)
        switch keyPath {
        case "transform.rotation.z", "transform.rotation": parts.angle = number
        case "transform.scale": (parts.scaleX, parts.scaleY) = (number, number)
        case "transform.scale.x": parts.scaleX = number
        case "transform.scale.y": parts.scaleY = number
        case "transform.translation.x": parts.translationX = number
        case "transform.translation.y": parts.translationY = number
        case "position.x": position.x = number
        case "position.y": position.y = number
        case "bounds.size.width": bounds.size.width = number
        case "bounds.size.height": bounds.size.height = number
        case "bounds.origin.x": bounds.origin.x = number
        case "bounds.origin.y": bounds.origin.y = number
        default:
            setValue(value, forKey: keyPath)
            return
        }
        if keyPath.hasPrefix("transform.") { transform = parts.transform }
    }
}

/// An affine transform seen as scale, then rotation about z, then translation (how Core
/// Animation's `transform.*` key paths address it).
private struct TransformParts {
    var scaleX: CGFloat
    var scaleY: CGFloat
    var angle: CGFloat
    var translationX: CGFloat
    var translationY: CGFloat

    init(_ t: CATransform3D) {
        scaleX = (t.m11 * t.m11 + t.m12 * t.m12).squareRoot()
        scaleY = (t.m21 * t.m21 + t.m22 * t.m22).squareRoot()
        angle = atan2(t.m12, t.m11)
        translationX = t.m41
        translationY = t.m42
    }

    var transform: CATransform3D {
        let scaled = CATransform3DMakeScale(scaleX, scaleY, 1)
        let rotated = CATransform3DConcat(scaled, CATransform3DMakeRotation(angle, 0, 0, 1))
        return CATransform3DConcat(rotated, CATransform3DMakeTranslation(translationX, translationY, 0))
    }
}

/// `value` as a `CGFloat` when it is any kind of number; nil otherwise.
func cgFloat(_ value: Any?) -> CGFloat? {
    switch value {
    case let number as CGFloat: number
    case let number as Double: CGFloat(number)
    case let number as Float: CGFloat(number)
    case let number as Int: CGFloat(number)
    case let number as NSNumber: CGFloat(number.doubleValue)
    default: nil
    }
}
