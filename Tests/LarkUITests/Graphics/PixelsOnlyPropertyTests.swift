import Foundation
import LarkUI
import Testing

/// A property that only affects pixels: set to a value other than its default, it reads back.
struct PixelsOnlyProperty: Sendable, CustomTestStringConvertible {
    let name: String
    let roundTrips: @MainActor @Sendable () -> Bool
    var testDescription: String { name }
}

/// Sets `keyPath` on `object` to `value` and reports whether the old value differed and the new
/// one reads back.
@MainActor
private func setAndRead<Object: AnyObject, Value: Equatable>(
    _ object: Object, _ keyPath: ReferenceWritableKeyPath<Object, Value>, _ value: Value
) -> Bool {
    let before = object[keyPath: keyPath]
    object[keyPath: keyPath] = value
    return before != value && object[keyPath: keyPath] == value
}

/// Like `setAndRead`, for `Any?` properties: the stored value reads back as the same string.
@MainActor
private func setAndReadAny<Object: AnyObject>(_ object: Object, _ keyPath: ReferenceWritableKeyPath<Object, Any?>, _ value: String) -> Bool {
    let before = object[keyPath: keyPath]
    object[keyPath: keyPath] = value
    return before == nil && object[keyPath: keyPath] as? String == value
}

private let teal = CGColor(red: 0, green: 0.5, blue: 0.5, alpha: 1)

private let pixelsOnlyProperties: [PixelsOnlyProperty] = [
    .init(name: "CALayer.cornerRadius") { setAndRead(CALayer(), \.cornerRadius, 12) },
    .init(name: "CALayer.maskedCorners") { setAndRead(CALayer(), \.maskedCorners, [.layerMinXMinYCorner]) },
    .init(name: "CALayer.cornerCurve") { setAndRead(CALayer(), \.cornerCurve, .continuous) },
    .init(name: "CALayer.borderWidth") { setAndRead(CALayer(), \.borderWidth, 2) },
    .init(name: "CALayer.borderColor") { setAndRead(CALayer(), \.borderColor, teal) },
    .init(name: "CALayer.borderColor nil") { setAndRead(CALayer(), \.borderColor, nil) },
    .init(name: "CALayer.shadowColor") { setAndRead(CALayer(), \.shadowColor, teal) },
    .init(name: "CALayer.shadowOpacity") { setAndRead(CALayer(), \.shadowOpacity, 0.3) },
    .init(name: "CALayer.shadowOffset") { setAndRead(CALayer(), \.shadowOffset, CGSize(width: 0, height: 4)) },
    .init(name: "CALayer.shadowRadius") { setAndRead(CALayer(), \.shadowRadius, 8) },
    .init(name: "CALayer.shadowPath") {
        setAndRead(CALayer(), \.shadowPath, BezierPath(roundedRect: CGRect(x: 0, y: 0, width: 10, height: 10), cornerRadius: 2).cgPath)
    },
    .init(name: "CALayer.shouldRasterize") { setAndRead(CALayer(), \.shouldRasterize, true) },
    .init(name: "CALayer.rasterizationScale") { setAndRead(CALayer(), \.rasterizationScale, 3) },
    .init(name: "CALayer.contentsScale") { setAndRead(CALayer(), \.contentsScale, 2) },
    .init(name: "CALayer.contents") {
        let layer = CALayer()
        let image = CGImage(width: 2, height: 2)
        layer.contents = image
        return layer.contents as? CGImage === image
    },
    .init(name: "CALayer.contentsGravity") { setAndRead(CALayer(), \.contentsGravity, .resizeAspectFill) },
    .init(name: "CALayer.contentsRect") { setAndRead(CALayer(), \.contentsRect, CGRect(x: 0, y: 0, width: 0.5, height: 0.5)) },
    .init(name: "CALayer.contentsCenter") { setAndRead(CALayer(), \.contentsCenter, CGRect(x: 0.4, y: 0.4, width: 0.2, height: 0.2)) },
    .init(name: "CALayer.minificationFilter") { setAndRead(CALayer(), \.minificationFilter, .nearest) },
    .init(name: "CALayer.magnificationFilter") { setAndRead(CALayer(), \.magnificationFilter, .trilinear) },
    .init(name: "CALayer.compositingFilter") { setAndReadAny(CALayer(), \.compositingFilter, "softLightBlendMode") },
    .init(name: "CALayer.filters") {
        let layer = CALayer()
        layer.filters = ["blur"]
        return layer.filters?.first as? String == "blur"
    },
    .init(name: "CALayer.mask") {
        let layer = CALayer(), mask = CAShapeLayer()
        layer.mask = mask
        return layer.mask === mask
    },
    .init(name: "CALayer.isOpaque") { setAndRead(CALayer(), \.isOpaque, true) },
    .init(name: "CALayer.isDoubleSided") { setAndRead(CALayer(), \.isDoubleSided, false) },
    .init(name: "CALayer.isGeometryFlipped") { setAndRead(CALayer(), \.isGeometryFlipped, true) },
    .init(name: "CALayer.allowsEdgeAntialiasing") { setAndRead(CALayer(), \.allowsEdgeAntialiasing, true) },
    .init(name: "CALayer.allowsGroupOpacity") { setAndRead(CALayer(), \.allowsGroupOpacity, false) },
    .init(name: "CALayer.drawsAsynchronously") { setAndRead(CALayer(), \.drawsAsynchronously, true) },
    .init(name: "CALayer.needsDisplayOnBoundsChange") { setAndRead(CALayer(), \.needsDisplayOnBoundsChange, true) },
    .init(name: "CALayer.zPosition") { setAndRead(CALayer(), \.zPosition, 5) },
    .init(name: "CALayer.anchorPointZ") { setAndRead(CALayer(), \.anchorPointZ, 1) },
    .init(name: "CALayer.sublayerTransform") { setAndRead(CALayer(), \.sublayerTransform, CATransform3DMakeScale(2, 2, 1)) },
    .init(name: "CALayer.name") { setAndRead(CALayer(), \.name, "badge") },
    .init(name: "CALayer.opacity") { setAndRead(CALayer(), \.opacity, 0.5) },
    .init(name: "CALayer.isHidden") { setAndRead(CALayer(), \.isHidden, true) },
    .init(name: "CALayer.masksToBounds") { setAndRead(CALayer(), \.masksToBounds, true) },
    .init(name: "CALayer.backgroundColor") { setAndRead(CALayer(), \.backgroundColor, teal) },
    .init(name: "CALayer.duration") { setAndRead(CALayer(), \.duration, 2) },
    .init(name: "CALayer.repeatCount") { setAndRead(CALayer(), \.repeatCount, 3) },
    .init(name: "CALayer.autoreverses") { setAndRead(CALayer(), \.autoreverses, true) },
    .init(name: "CALayer.fillMode") { setAndRead(CALayer(), \.fillMode, .both) },
    .init(name: "CAShapeLayer.fillColor") { setAndRead(CAShapeLayer(), \.fillColor, nil) },
    .init(name: "CAShapeLayer.strokeColor") { setAndRead(CAShapeLayer(), \.strokeColor, teal) },
    .init(name: "CAShapeLayer.lineWidth") { setAndRead(CAShapeLayer(), \.lineWidth, 4) },
    .init(name: "CAShapeLayer.lineCap") { setAndRead(CAShapeLayer(), \.lineCap, CAShapeLayerLineCap.round) },
    .init(name: "CAShapeLayer.lineJoin") { setAndRead(CAShapeLayer(), \.lineJoin, .round) },
    .init(name: "CAShapeLayer.fillRule") { setAndRead(CAShapeLayer(), \.fillRule, .evenOdd) },
    .init(name: "CAShapeLayer.strokeStart") { setAndRead(CAShapeLayer(), \.strokeStart, 0.2) },
    .init(name: "CAShapeLayer.strokeEnd") { setAndRead(CAShapeLayer(), \.strokeEnd, 0.8) },
    .init(name: "CAShapeLayer.lineDashPattern") { setAndRead(CAShapeLayer(), \.lineDashPattern, [4, 2]) },
    .init(name: "CAShapeLayer.lineDashPhase") { setAndRead(CAShapeLayer(), \.lineDashPhase, 1) },
    .init(name: "CAShapeLayer.miterLimit") { setAndRead(CAShapeLayer(), \.miterLimit, 4) },
    .init(name: "CAShapeLayer.path") { setAndRead(CAShapeLayer(), \.path, CGPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1), transform: nil)) },
    .init(name: "CAGradientLayer.colors") {
        let layer = CAGradientLayer()
        layer.colors = [Color.white.cgColorForTests, Color.white.withAlphaComponent(0).cgColorForTests]
        return (layer.colors as? [CGColor])?.map(\.alpha) == [1, 0]
    },
    .init(name: "CAGradientLayer.locations") { setAndRead(CAGradientLayer(), \.locations, [0, 1]) },
    .init(name: "CAGradientLayer.startPoint") { setAndRead(CAGradientLayer(), \.startPoint, CGPoint(x: 0, y: 0.5)) },
    .init(name: "CAGradientLayer.endPoint") { setAndRead(CAGradientLayer(), \.endPoint, CGPoint(x: 1, y: 0.5)) },
    .init(name: "CAGradientLayer.type") { setAndRead(CAGradientLayer(), \.type, .radial) },
    .init(name: "CATextLayer.string") { setAndReadAny(CATextLayer(), \.string, "Hello") },
    .init(name: "CATextLayer.font") { setAndReadAny(CATextLayer(), \.font, "Helvetica") },
    .init(name: "CATextLayer.fontSize") { setAndRead(CATextLayer(), \.fontSize, 14) },
    .init(name: "CATextLayer.foregroundColor") { setAndRead(CATextLayer(), \.foregroundColor, teal) },
    .init(name: "CATextLayer.alignmentMode") { setAndRead(CATextLayer(), \.alignmentMode, .center) },
    .init(name: "CATextLayer.isWrapped") { setAndRead(CATextLayer(), \.isWrapped, true) },
    .init(name: "CATextLayer.truncationMode") { setAndRead(CATextLayer(), \.truncationMode, .end) },
    .init(name: "CAReplicatorLayer.instanceCount") { setAndRead(CAReplicatorLayer(), \.instanceCount, 3) },
    .init(name: "CAReplicatorLayer.instanceTransform") {
        setAndRead(CAReplicatorLayer(), \.instanceTransform, CATransform3DMakeTranslation(20, 0, 0))
    },
    .init(name: "CAReplicatorLayer.instanceDelay") { setAndRead(CAReplicatorLayer(), \.instanceDelay, 0.1) },
    .init(name: "CAReplicatorLayer.instanceColor") { setAndRead(CAReplicatorLayer(), \.instanceColor, teal) },
    .init(name: "CAReplicatorLayer.instanceAlphaOffset") { setAndRead(CAReplicatorLayer(), \.instanceAlphaOffset, -0.1) },
    .init(name: "CAReplicatorLayer.preservesDepth") { setAndRead(CAReplicatorLayer(), \.preservesDepth, true) },
    .init(name: "CAEmitterLayer.emitterPosition") { setAndRead(CAEmitterLayer(), \.emitterPosition, CGPoint(x: 5, y: 5)) },
    .init(name: "CAEmitterLayer.emitterSize") { setAndRead(CAEmitterLayer(), \.emitterSize, CGSize(width: 100, height: 1)) },
    .init(name: "CAEmitterLayer.emitterShape") { setAndRead(CAEmitterLayer(), \.emitterShape, .line) },
    .init(name: "CAEmitterLayer.emitterMode") { setAndRead(CAEmitterLayer(), \.emitterMode, .outline) },
    .init(name: "CAEmitterLayer.renderMode") { setAndRead(CAEmitterLayer(), \.renderMode, .additive) },
    .init(name: "CAEmitterLayer.birthRate") { setAndRead(CAEmitterLayer(), \.birthRate, 0) },
    .init(name: "CAEmitterLayer.lifetime") { setAndRead(CAEmitterLayer(), \.lifetime, 2) },
    .init(name: "CAEmitterLayer.seed") { setAndRead(CAEmitterLayer(), \.seed, 42) },
    .init(name: "CAEmitterLayer.emitterCells") {
        let layer = CAEmitterLayer(), cell = CAEmitterCell()
        cell.birthRate = 10
        cell.velocity = 100
        cell.color = teal
        layer.emitterCells = [cell]
        return layer.emitterCells?.first === cell && cell.birthRate == 10 && cell.velocity == 100 && cell.color == teal
    },
    .init(name: "CAAnimation.speed") { setAndRead(CABasicAnimation(), \.speed, 2) },
    .init(name: "CAAnimation.timeOffset") { setAndRead(CABasicAnimation(), \.timeOffset, 0.5) },
    .init(name: "CAAnimation.beginTime") { setAndRead(CABasicAnimation(), \.beginTime, 1) },
    .init(name: "CAAnimation.repeatDuration") { setAndRead(CABasicAnimation(), \.repeatDuration, 3) },
    .init(name: "CAAnimation.autoreverses") { setAndRead(CABasicAnimation(), \.autoreverses, true) },
    .init(name: "CAPropertyAnimation.isAdditive") { setAndRead(CABasicAnimation(), \.isAdditive, true) },
    .init(name: "CAPropertyAnimation.isCumulative") { setAndRead(CABasicAnimation(), \.isCumulative, true) },
    .init(name: "CAKeyframeAnimation.rotationMode") { setAndRead(CAKeyframeAnimation(), \.rotationMode, .rotateAuto) },
    .init(name: "CAKeyframeAnimation.path") {
        setAndRead(CAKeyframeAnimation(), \.path, CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 4, height: 4), transform: nil))
    },
    .init(name: "CASpringAnimation.allowsOverdamping") { setAndRead(CASpringAnimation(), \.allowsOverdamping, true) },
    .init(name: "CATransition.startProgress") { setAndRead(CATransition(), \.startProgress, 0.25) },
    .init(name: "CATransition.endProgress") { setAndRead(CATransition(), \.endProgress, 0.75) },
    .init(name: "BezierPath.lineWidth") { setAndRead(BezierPath(), \.lineWidth, 3) },
    .init(name: "BezierPath.lineCapStyle") { setAndRead(BezierPath(), \.lineCapStyle, .square) },
    .init(name: "BezierPath.lineJoinStyle") { setAndRead(BezierPath(), \.lineJoinStyle, .round) },
    .init(name: "BezierPath.miterLimit") { setAndRead(BezierPath(), \.miterLimit, 2) },
    .init(name: "BezierPath.flatness") { setAndRead(BezierPath(), \.flatness, 0.1) },
    .init(name: "BezierPath.usesEvenOddFillRule") { setAndRead(BezierPath(), \.usesEvenOddFillRule, true) },
    .init(name: "GraphicsImageRendererFormat.scale") { setAndRead(GraphicsImageRendererFormat(), \.scale, 2) },
    .init(name: "GraphicsImageRendererFormat.opaque") { setAndRead(GraphicsImageRendererFormat(), \.opaque, true) },
    .init(name: "GraphicsImageRendererFormat.preferredRange") { setAndRead(GraphicsImageRendererFormat(), \.preferredRange, .extended) },
    .init(name: "CGContext.interpolationQuality") {
        setAndRead(CGContext(size: CGSize(width: 1, height: 1)), \.interpolationQuality, .high)
    },
]

extension Color {
    /// The colour as a `CGColor`, built from its components (the UIKit layer's `cgColor` may not
    /// be on this branch).
    fileprivate var cgColorForTests: CGColor { CGColor(red: red, green: green, blue: blue, alpha: alpha) }
}

@Suite("Pixels-only properties are stored")
@MainActor
struct PixelsOnlyPropertyTests {
    @Test(arguments: pixelsOnlyProperties)
    func setAndReadBack(_ property: PixelsOnlyProperty) {
        #expect(property.roundTrips(), "\(property.name) did not read back what was set")
    }
}
