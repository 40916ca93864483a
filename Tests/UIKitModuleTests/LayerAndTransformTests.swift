import Lark
import Testing
import UIKit

private final class GradientBacked: UIView {
    override class var layerClass: AnyClass { CAGradientLayer.self }
}

@Suite @MainActor struct LayerAndTransformTests {
    private func shown(_ view: UIView) -> UIViewController {
        let screen = UIViewController()
        screen.view.addSubview(view)
        show(screen)
        return screen
    }

    @Test func aViewIsBackedByItsLayerClass() {
        #expect(GradientBacked().layer is CAGradientLayer)
        #expect(type(of: UIView().layer) == CALayer.self)
        #expect(UIView().layer !== UIView().layer)
    }

    @Test func theLayersOpacityIsTheViewsAlphaAndReachabilityUsesIt() {
        let badge = UIView(frame: CGRect(x: 10, y: 100, width: 40, height: 40))
        _ = shown(badge)
        expect(badge).to(beVisible())
        badge.layer.opacity = 0
        #expect(badge.alpha == 0)
        #expect(failures { expect(badge).to(beVisible()) }.first?.contains("has alpha 0") == true)
        badge.alpha = 1
        #expect(badge.layer.opacity == 1)
        badge.layer.isHidden = true
        #expect(badge.isHidden)
        badge.isHidden = false
        badge.layer.masksToBounds = true
        #expect(badge.clipsToBounds)
    }

    @Test func aTransformScalesTheFrameAboutTheCentre() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        view.transform = CGAffineTransform(scaleX: 2, y: 0.5)
        #expect(view.frame == CGRect(x: -50, y: 10, width: 200, height: 20))
        #expect(view.bounds.size == CGSize(width: 100, height: 40))
        view.transform = .identity
        #expect(view.frame == CGRect(x: 0, y: 0, width: 100, height: 40))
        #expect(view.layer.affineTransform() == .identity)
    }

    @Test func aViewScaledToNothingCannotBeSeen() {
        let button = UIButton(frame: CGRect(x: 20, y: 100, width: 120, height: 44))
        button.setTitle("Go", for: .normal)
        _ = shown(button)
        button.transform = CGAffineTransform(scaleX: 0, y: 0)
        #expect(failures { expect(button).to(beVisible()) }.first?.contains("has width 0") == true)
        button.transform = .identity
        expect(button).to(beVisible())
    }

    @Test func layersKeepPixelsOnlyStateForReading() {
        let view = UIView()
        view.layer.cornerRadius = 12
        view.layer.borderWidth = 1
        view.layer.borderColor = UIColor.red.cgColor
        view.layer.shadowPath = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 10, height: 10), cornerRadius: 2).cgPath
        let shape = CAShapeLayer()
        view.layer.insertSublayer(shape, at: 0)
        #expect(view.layer.cornerRadius == 12)
        #expect(view.layer.borderColor == UIColor.red.cgColor)
        #expect(view.layer.shadowPath?.boundingBox == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(view.layer.sublayers?.first === shape)
    }
}

@Suite @MainActor struct ImageDrawingTests {
    @Test func imagesDrawIntoTheCurrentContextAndGradientsTakeACFArray() {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40))
        let icon = UIImage(size: CGSize(width: 10, height: 10), scale: 2)
        _ = renderer.image { context in
            icon.draw(at: CGPoint(x: 5, y: 5))
            icon.draw(in: CGRect(x: 0, y: 0, width: 40, height: 40), blendMode: .multiply, alpha: 0.5)
            let colors = [UIColor.red.cgColor, UIColor.blue.cgColor] as CFArray
            if let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors, locations: nil) {
                context.cgContext.drawLinearGradient(gradient, start: .zero, end: CGPoint(x: 0, y: 40), options: [])
            }
        }
        let drawn = renderer.lastOperations.map(\.description).filter { $0.hasPrefix("drawImage") }
        #expect(drawn.count == 2)
        #expect(drawn.first?.contains("20×20") == true, "a 10-point image at scale 2 is 20 pixels")
        #expect(drawn.first?.contains("CGPoint(x: 5.0, y: 5.0), size: Foundation.CGSize(width: 10.0, height: 10.0)") == true, "\(drawn)")
        #expect(renderer.lastOperations.contains { $0.description.hasPrefix("drawLinearGradient") })
        icon.draw(at: .zero)  // no current context: nothing happens, nothing crashes
    }
}
