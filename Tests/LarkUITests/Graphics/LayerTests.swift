import Foundation
import LarkUI
import Testing

@Suite("CALayer tree, geometry and view forwarding")
@MainActor
struct LayerTests {
    @Test func sublayersKeepOrderAndOneParent() {
        let root = CALayer()
        let a = CALayer(), b = CALayer(), c = CALayer(), d = CALayer()
        #expect(root.sublayers == nil)
        root.addSublayer(a)
        root.addSublayer(b)
        root.insertSublayer(c, at: 0)
        #expect(root.sublayers?.map(ObjectIdentifier.init) == [c, a, b].map(ObjectIdentifier.init))
        root.insertSublayer(d, above: c)
        #expect(root.sublayers?.map(ObjectIdentifier.init) == [c, d, a, b].map(ObjectIdentifier.init))
        root.insertSublayer(d, below: c)
        #expect(root.sublayers?.map(ObjectIdentifier.init) == [d, c, a, b].map(ObjectIdentifier.init))
        let e = CALayer()
        root.replaceSublayer(a, with: e)
        #expect(a.superlayer == nil && e.superlayer === root)
        #expect(root.sublayers?.map(ObjectIdentifier.init) == [d, c, e, b].map(ObjectIdentifier.init))
        // Adding elsewhere moves a layer; a layer never contains its ancestor.
        b.addSublayer(c)
        #expect(c.superlayer === b && root.sublayers?.count == 3)
        c.addSublayer(root)
        #expect(root.superlayer == nil && c.sublayers == nil)
        c.removeFromSuperlayer()
        #expect(b.sublayers == nil && c.superlayer == nil)
        root.sublayers = [a]
        #expect(d.superlayer == nil && a.superlayer === root && root.sublayers?.count == 1)
        root.insertSublayer(b, at: 99)
        #expect(root.sublayers?.last === b)
        // Replacing with a sibling that sits before the old layer keeps the old layer's place.
        root.sublayers = [a, b, c]
        root.replaceSublayer(c, with: a)
        #expect(root.sublayers?.map(ObjectIdentifier.init) == [b, a].map(ObjectIdentifier.init))
        // Refused insertions leave the layer where it was.
        let child = CALayer()
        root.addSublayer(child)
        child.insertSublayer(root, below: nil)
        #expect(root.sublayers?.contains(child) == true && child.sublayers == nil)
    }

    @Test func frameFollowsPositionAnchorPointAndTransform() {
        let layer = CALayer()
        layer.frame = CGRect(x: 10, y: 20, width: 40, height: 30)
        #expect(layer.bounds == CGRect(x: 0, y: 0, width: 40, height: 30))
        #expect(layer.position == CGPoint(x: 30, y: 35))
        layer.anchorPoint = .zero
        #expect(layer.frame == CGRect(x: 30, y: 35, width: 40, height: 30))
        layer.anchorPoint = CGPoint(x: 0.5, y: 0.5)
        layer.setAffineTransform(CGAffineTransform(scaleX: 2, y: 2))
        #expect(layer.frame == CGRect(x: -10, y: 5, width: 80, height: 60))
        #expect(layer.affineTransform() == CGAffineTransform(scaleX: 2, y: 2))
        #expect(layer.preferredFrameSize() == CGSize(width: 40, height: 30))
    }

    @Test func pointsAndRectsConvertBetweenLayers() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        let child = CALayer()
        child.frame = CGRect(x: 50, y: 60, width: 100, height: 100)
        root.addSublayer(child)
        let grandchild = CALayer()
        grandchild.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
        child.addSublayer(grandchild)
        #expect(grandchild.convert(CGPoint(x: 1, y: 2), to: root) == CGPoint(x: 61, y: 72))
        #expect(root.convert(CGPoint(x: 61, y: 72), to: grandchild) == CGPoint(x: 1, y: 2))
        #expect(grandchild.convert(CGPoint(x: 61, y: 72), from: root) == CGPoint(x: 1, y: 2))
        #expect(root.convert(grandchild.bounds, from: grandchild) == CGRect(x: 60, y: 70, width: 20, height: 20))
        child.bounds.origin = CGPoint(x: 5, y: 0)  // scrolled, as a scroll view's layer
        #expect(grandchild.convert(CGPoint.zero, to: root) == CGPoint(x: 55, y: 70))
        child.setAffineTransform(CGAffineTransform(scaleX: 2, y: 2))
        #expect(child.convert(CGPoint(x: 5, y: 0), to: root) == CGPoint(x: 0, y: 10))
        #expect(isClose(root.convert(CGPoint(x: 0, y: 10), to: child), CGPoint(x: 5, y: 0)))
        #expect(child.convert(CGRect(x: 5, y: 0, width: 10, height: 10), to: root) == CGRect(x: 0, y: 10, width: 20, height: 20))
    }

    @Test func hitTestingFindsTheFrontmostVisibleLayer() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let back = CALayer(), front = CALayer()
        back.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
        front.frame = CGRect(x: 25, y: 25, width: 50, height: 50)
        root.addSublayer(back)
        root.addSublayer(front)
        #expect(root.hitTest(CGPoint(x: 30, y: 30)) === front)
        #expect(root.hitTest(CGPoint(x: 10, y: 10)) === back)
        #expect(root.hitTest(CGPoint(x: 90, y: 10)) === root)
        #expect(root.hitTest(CGPoint(x: 190, y: 10)) == nil)
        front.isHidden = true
        #expect(root.hitTest(CGPoint(x: 30, y: 30)) === back)
        let shape = CAShapeLayer()
        shape.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        shape.path = CGPath(ellipseIn: shape.bounds, transform: nil)
        #expect(shape.contains(CGPoint(x: 5, y: 5)) && !shape.contains(CGPoint(x: 0.5, y: 0.5)))
    }

    @Test func aBackingLayerReadsAndWritesItsView() {
        let view = View(frame: CGRect(x: 10, y: 10, width: 100, height: 50))
        let layer = view.layer
        layer.opacity = 0
        #expect(view.alpha == 0)
        view.alpha = 0.5
        #expect(layer.opacity == 0.5)
        layer.isHidden = true
        #expect(view.isHidden)
        view.isHidden = false
        #expect(!layer.isHidden)
        layer.masksToBounds = true
        #expect(view.clipsToBounds)
        layer.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        #expect(view.frame == CGRect(x: 0, y: 0, width: 20, height: 20))
        layer.position = CGPoint(x: 50, y: 50)
        #expect(view.center == CGPoint(x: 50, y: 50))
        view.frame = CGRect(x: 0, y: 0, width: 30, height: 40)
        #expect(layer.bounds == CGRect(x: 0, y: 0, width: 30, height: 40))
        #expect(layer.position == CGPoint(x: 15, y: 20))
        layer.bounds = CGRect(x: 0, y: 0, width: 60, height: 40)
        #expect(view.bounds.size == CGSize(width: 60, height: 40))
        layer.setAffineTransform(CGAffineTransform(scaleX: 1.2, y: 1.2))
        #expect(view.transform == CGAffineTransform(scaleX: 1.2, y: 1.2))
        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(layer.transform == CATransform3DMakeRotation(.pi / 2, 0, 0, 1))
        layer.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        #expect(view.backgroundColor == .red)
        view.backgroundColor = .blue
        #expect(layer.backgroundColor == CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        layer.backgroundColor = nil
        #expect(view.backgroundColor == nil)
    }

    @Test func aBackingLayerKeepsANonAffineTransformWhileTheViewAgrees() {
        let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        view.layer.transform = perspective
        #expect(view.transform.isIdentity)
        #expect(view.layer.transform == perspective)
        view.transform = CGAffineTransform(translationX: 5, y: 0)
        #expect(view.layer.transform == CATransform3DMakeTranslation(5, 0, 0))
    }

    @Test func aBackingLayersSuperlayerIsTheSuperviewsLayer() {
        let parent = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let child = View(frame: CGRect(x: 20, y: 30, width: 50, height: 50))
        parent.addSubview(child)
        #expect(child.layer.superlayer === parent.layer)
        #expect(child.layer.convert(CGPoint(x: 1, y: 1), to: parent.layer) == CGPoint(x: 21, y: 31))
        let gradient = CAGradientLayer()
        gradient.frame = child.layer.bounds
        child.layer.insertSublayer(gradient, at: 0)
        #expect(gradient.superlayer === child.layer)
        #expect(gradient.convert(CGPoint.zero, to: parent.layer) == CGPoint(x: 20, y: 30))
    }

    @Test func layoutAndDisplayGoThroughTheDelegate() {
        final class Recorder: CALayerDelegate {
            var calls: [String] = []
            func layoutSublayers(of layer: CALayer) { calls.append("layout") }
            func draw(_ layer: CALayer, in ctx: CGContext) {
                calls.append("draw")
                ctx.fill(layer.bounds)
            }
        }
        let recorder = Recorder()
        let layer = CALayer()
        layer.delegate = recorder
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(layer.needsLayout())
        layer.layoutIfNeeded()
        #expect(!layer.needsLayout())
        layer.layoutIfNeeded()
        layer.setNeedsDisplay()
        #expect(layer.needsDisplay())
        layer.displayIfNeeded()
        #expect(!layer.needsDisplay())
        #expect(recorder.calls == ["layout", "draw"])
        #expect(layer.drawnOperations == [.fillPath(CGPath(rect: layer.bounds, transform: nil), rule: .winding, color: .black)])
        #expect(layer.presentation() === layer && layer.model() === layer)
        #expect(layer.action(forKey: "position") == nil)
        layer.actions = ["position": NSNull()]
        #expect(layer.action(forKey: "position") is NSNull)
    }

    @Test func keyValueCodingReachesPropertiesAndStoresTheRest() {
        let layer = CALayer()
        layer.setValue(12.0, forKey: "cornerRadius")
        #expect(layer.cornerRadius == 12)
        layer.setValue(NSNumber(value: 0.25), forKey: "opacity")
        #expect(layer.opacity == 0.25)
        #expect(layer.value(forKey: "borderWidth") as? CGFloat == 0)
        layer.setValue("badge", forKey: "custom.tag")
        #expect(layer.value(forKey: "custom.tag") as? String == "badge")
        #expect(layer.value(forKey: "unknown") == nil)
        layer.setValue(Double.pi / 2, forKeyPath: "transform.rotation.z")
        #expect(isClose(layer.value(forKeyPath: "transform.rotation.z") as? CGFloat ?? 0, .pi / 2))
        layer.setValue(2, forKeyPath: "transform.scale")
        #expect(isClose(layer.value(forKeyPath: "transform.scale") as? CGFloat ?? 0, 2))
        #expect(isClose(layer.value(forKeyPath: "transform.rotation") as? CGFloat ?? 0, .pi / 2))
        layer.setValue(7, forKeyPath: "position.x")
        #expect(layer.position.x == 7)
        let shape = CAShapeLayer()
        #expect(shape.value(forKey: "strokeEnd") as? CGFloat == 1)
        shape.setValue(0.5, forKey: "strokeEnd")
        #expect(shape.strokeEnd == 0.5)
    }

    @Test func textLayersMeasureWithTheDocumentedMetric() {
        let text = CATextLayer()
        text.fontSize = 10
        #expect(text.preferredFrameSize() == .zero)
        text.string = "Hello\nHi"
        #expect(text.preferredFrameSize() == CGSize(width: 25, height: 24))
        text.string = NSAttributedString(string: "abcd")
        #expect(text.preferredFrameSize() == CGSize(width: 20, height: 12))
    }

    @Test func scrollLayersMoveTheirBoundsOrigin() {
        let scroll = CAScrollLayer()
        scroll.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        scroll.scroll(to: CGPoint(x: 10, y: 20))
        #expect(scroll.bounds.origin == CGPoint(x: 10, y: 20))
        scroll.scrollMode = .vertically
        scroll.scroll(to: CGRect(x: 500, y: 300, width: 10, height: 10))
        #expect(scroll.bounds.origin == CGPoint(x: 10, y: 210))
    }

    @Test func aLayerClassMakesLayersOfThatClass() {
        final class Custom: CALayer {
            var configured = false
            override init() {
                super.init()
                configured = true
            }
            override init(layer: Any) { super.init(layer: layer) }
            required init?(coder: NSCoder) { nil }
        }
        let custom = Custom.self.init(layerClassInstance: ())
        #expect(custom.configured)
        let shape = (CAShapeLayer.self as CALayer.Type).init(layerClassInstance: ())
        #expect(shape is CAShapeLayer)
        let copy = CALayer(layer: custom)
        #expect(copy.bounds == custom.bounds)
    }
}
