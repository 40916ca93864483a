#if os(Linux)
// This file imports CoreGraphics and QuartzCore without UIKit, as screen code does for drawing
// and layers, and Testing beside CoreGraphics (its cross-import overlay).
import CoreGraphics
import QuartzCore
import Testing

/// `import CoreGraphics` and `import QuartzCore` resolve on Linux to the model's types, so files
/// that import them compile unchanged.
@Suite @MainActor struct FrameworkModuleTests {
    @Test func coreGraphicsGivesTheModelsDrawingTypesAndFoundationsGeometry() {
        let transform = CGAffineTransform(scaleX: 2, y: 2)
        let rect = CGRect(x: 0, y: 0, width: 10, height: 10).applying(transform)
        #expect(rect.size == CGSize(width: 20, height: 20))
        let path = CGMutablePath()
        path.addRect(rect)
        #expect(path.boundingBox == rect)
        #expect(CGVector(dx: 1, dy: 2).dy == 2)
        #expect(CGColor(gray: 0.5, alpha: 1).alpha == 1)
    }

    @Test func quartzCoreGivesTheModelsLayers() {
        let layer = CAShapeLayer()
        layer.path = CGPath(rect: CGRect(x: 0, y: 0, width: 4, height: 4), transform: nil)
        layer.cornerRadius = 3
        let parent = CALayer()
        parent.addSublayer(layer)
        #expect(parent.sublayers?.first === layer)
        #expect(layer.cornerRadius == 3)
        #expect(CATransform3DIsIdentity(CATransform3DIdentity))
    }
}
#endif
