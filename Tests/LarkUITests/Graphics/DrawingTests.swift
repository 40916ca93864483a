import Foundation
import LarkUI
import Testing

@Suite("CGContext recording and GraphicsImageRenderer")
struct DrawingTests {
    private let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)

    @Test func aContextRecordsPaintWithTheStateInEffect() {
        let context = CGContext(size: CGSize(width: 100, height: 100))
        context.setFillColor(red)
        context.translateBy(x: 10, y: 20)
        context.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
        context.setStrokeColor(gray: 0.5, alpha: 1)
        context.setLineWidth(3)
        context.move(to: .zero)
        context.addLine(to: CGPoint(x: 10, y: 0))
        #expect(!context.isPathEmpty)
        #expect(context.currentPointOfPath == CGPoint(x: 10, y: 0))
        context.strokePath()
        #expect(context.isPathEmpty)
        #expect(context.operations == [
            .setFillColor(red),
            .translateBy(x: 10, y: 20),
            .fillPath(CGPath(rect: CGRect(x: 10, y: 20, width: 5, height: 5), transform: nil), rule: .winding, color: red),
            .setStrokeColor(CGColor(gray: 0.5, alpha: 1)),
            .setLineWidth(3),
            .strokePath(pathOfLine(from: CGPoint(x: 10, y: 20), to: CGPoint(x: 20, y: 20)), color: CGColor(gray: 0.5, alpha: 1), lineWidth: 3),
        ])
    }

    private func pathOfLine(from start: CGPoint, to end: CGPoint) -> CGPath {
        let path = CGMutablePath()
        path.move(to: start)
        path.addLine(to: end)
        return path
    }

    @Test func savedStateIsRestored() {
        let context = CGContext(size: CGSize(width: 10, height: 10))
        context.saveGState()
        context.setFillColor(red)
        context.scaleBy(x: 2, y: 2)
        context.setAlpha(0.5)
        #expect(context.ctm == CGAffineTransform(scaleX: 2, y: 2))
        context.restoreGState()
        #expect(context.fillColor == .black)
        #expect(context.ctm.isIdentity)
        #expect(context.alpha == 1)
        context.rotate(by: .pi / 2)
        context.concatenate(CGAffineTransform(translationX: 1, y: 0))
        #expect(CGPoint.zero.applying(context.ctm) == CGPoint(x: 0, y: 1))
        context.restoreGState()  // unbalanced: ignored
    }

    @Test func everyPaintingCallIsRecorded() {
        let context = CGContext(size: CGSize(width: 50, height: 50))
        let image = CGImage(width: 4, height: 4)
        let rect = CGRect(x: 1, y: 2, width: 3, height: 4)
        context.setLineCap(.round)
        context.setLineJoin(.bevel)
        context.setLineDash(phase: 0, lengths: [2, 1])
        context.setBlendMode(.multiply)
        context.setShadow(offset: CGSize(width: 0, height: 2), blur: 4, color: red)
        context.stroke(rect)
        context.stroke(rect, width: 7)
        context.fillEllipse(in: rect)
        context.strokeEllipse(in: rect)
        context.addRect(rect)
        context.drawPath(using: .eoFillStroke)
        context.addEllipse(in: rect)
        context.clip()
        context.clear(rect)
        context.draw(image, in: rect)
        context.clip(to: rect)
        let gradient = CGGradient(colors: [red, .white], locations: [0, 1])
        context.drawLinearGradient(gradient, start: .zero, end: CGPoint(x: 0, y: 50), options: [])
        let kinds = context.operations.map { "\($0)".prefix { $0 != "(" } }
        #expect(kinds == ["setLineCap", "setLineJoin", "setLineDash", "setBlendMode", "setShadow", "strokePath", "strokePath",
                          "fillPath", "strokePath", "fillPath", "strokePath", "clip", "clear", "drawImage", "clip", "drawLinearGradient"])
        #expect(context.operations[6] == .strokePath(CGPath(rect: rect, transform: nil), color: .black, lineWidth: 7))
        #expect(context.operations[9] == .fillPath(CGPath(rect: rect, transform: nil), rule: .evenOdd, color: .black))
        #expect(context.operations[13] == .drawImage(image, in: rect))
        #expect(context.boundingBoxOfClipPath == rect)
        #expect(context.makeImage()?.width == 50)
    }

    @Test func aRendererMakesAnImageOfItsSizeAndScale() {
        let format = GraphicsImageRendererFormat.default()
        format.scale = 3
        let renderer = GraphicsImageRenderer(size: CGSize(width: 40, height: 30), format: format)
        var contextSeen: CGContext?
        let image = renderer.image { context in
            contextSeen = context.cgContext
            #expect(GraphicsContext.current === context.cgContext)
            #expect(context.format.bounds == CGRect(x: 0, y: 0, width: 40, height: 30))
            #expect(context.currentImage.size == CGSize(width: 40, height: 30))
        }
        #expect(image.size == CGSize(width: 40, height: 30))
        #expect(image.scale == 3)
        #expect(contextSeen != nil)
        #expect(GraphicsContext.current == nil)
        #expect(renderer.format.scale == 3)
        #expect(format.bounds == .zero)  // the renderer keeps its own copy
        #expect(GraphicsImageRenderer(size: CGSize(width: 2, height: 2)).format.scale == 3)
        #expect(GraphicsImageRendererFormat.preferred().preferredRange == .automatic)
    }

    @Test @MainActor func theDefaultScaleIsTheScreens() {
        #expect(GraphicsImageRendererFormat.default().scale == Screen.main.scale)
        GraphicsContext.beginImageContext(size: CGSize(width: 1, height: 1))
        #expect(GraphicsContext.imageFromCurrentImageContext()?.scale == Screen.main.scale)
        GraphicsContext.endImageContext()
    }

    @Test func bezierPathsAndColorsDrawIntoTheRenderersContext() {
        let renderer = GraphicsImageRenderer(bounds: CGRect(x: 100, y: 100, width: 20, height: 20))
        let circle = BezierPath(ovalIn: CGRect(x: 100, y: 100, width: 20, height: 20))
        circle.lineWidth = 2
        _ = renderer.image { context in
            Color.red.setFill()
            circle.fill()
            Color.blue.setStroke()
            circle.stroke()
            context.fill(CGRect(x: 100, y: 100, width: 1, height: 1))
        }
        let fills = renderer.lastOperations.compactMap { operation -> (CGPath, CGColor)? in
            if case .fillPath(let path, _, let color) = operation { return (path, color) }
            return nil
        }
        let strokes = renderer.lastOperations.compactMap { operation -> (CGColor, CGFloat)? in
            if case .strokePath(_, let color, let width) = operation { return (color, width) }
            return nil
        }
        // Drawing at the renderer's bounds origin lands at the image's top-left.
        #expect(fills.first?.0.boundingBox == CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(fills.first?.1 == CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(fills.last?.0.boundingBox == CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(strokes.first?.0 == CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        #expect(strokes.first?.1 == 2)
        // Outside any renderer, painting does nothing and does not crash.
        circle.fill()
        Color.red.setFill()
    }

    @Test func blendedDrawingSetsItsStateInsideASavedState() {
        let renderer = GraphicsImageRenderer(size: CGSize(width: 4, height: 4))
        let square = CGRect(x: 0, y: 0, width: 2, height: 2)
        _ = renderer.image { context in
            BezierPath(rect: square).fill(with: .multiply, alpha: 0.5)
            context.stroke(square, blendMode: .screen)
        }
        let kinds = renderer.lastOperations.map { "\($0)".prefix { $0 != "(" } }
        #expect(kinds == [
            "saveGState", "setBlendMode", "setAlpha", "fillPath", "restoreGState",
            "saveGState", "setBlendMode", "strokePath", "restoreGState",
        ])
        #expect(renderer.lastOperations[1] == .setBlendMode(.multiply))
        #expect(renderer.lastOperations[6] == .setBlendMode(.screen))
    }

    @Test func contextsNestAndDataIsDeterministic() {
        let outer = CGContext(size: CGSize(width: 1, height: 1))
        GraphicsContext.push(outer)
        let renderer = GraphicsImageRenderer(size: CGSize(width: 8, height: 4))
        let first = renderer.pngData { _ in BezierPath(rect: CGRect(x: 0, y: 0, width: 2, height: 2)).fill() }
        #expect(GraphicsContext.current === outer)
        GraphicsContext.pop()
        #expect(GraphicsContext.current == nil)
        #expect(outer.operations.isEmpty)
        let second = renderer.pngData { _ in BezierPath(rect: CGRect(x: 0, y: 0, width: 2, height: 2)).fill() }
        let different = renderer.pngData { _ in BezierPath(rect: CGRect(x: 0, y: 0, width: 3, height: 2)).fill() }
        #expect(first == second)
        #expect(first != different)
        #expect(first.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        let jpeg = renderer.jpegData(withCompressionQuality: 0.8) { _ in }
        #expect(jpeg.prefix(3) == Data([0xFF, 0xD8, 0xFF]) && jpeg.suffix(2) == Data([0xFF, 0xD9]))
    }

    @Test func imageContextsGiveImagesOfTheirSize() {
        #expect(GraphicsContext.imageFromCurrentImageContext() == nil)
        GraphicsContext.beginImageContext(size: CGSize(width: 6, height: 4), opaque: false, scale: 2)
        Color.red.setFill()
        GraphicsContext.current?.fill(CGRect(x: 0, y: 0, width: 6, height: 4))
        let image = GraphicsContext.imageFromCurrentImageContext()
        #expect(GraphicsContext.current?.operations.count == 2)
        GraphicsContext.endImageContext()
        #expect(image?.size == CGSize(width: 6, height: 4) && image?.scale == 2)
        #expect(GraphicsContext.current == nil)
        let plain = CGContext(size: .zero)
        GraphicsContext.push(plain)
        GraphicsContext.endImageContext()  // not an image context: stays
        #expect(GraphicsContext.current === plain)
        GraphicsContext.pop()
    }

    @Test func colorsAreImmutableValues() {
        let color = CGColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
        #expect(color.numberOfComponents == 4)
        #expect(color.components == [0.2, 0.4, 0.6, 1])
        #expect(color.copy(alpha: 0.5) == CGColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5))
        #expect(color.alpha == 1)
        #expect(CGColor(gray: 0.5, alpha: 0.25).components == [0.5, 0.25])
        #expect(CGColor(gray: 0.5, alpha: 0.25).alpha == 0.25)
        #expect(CGColor(gray: 0, alpha: 1) == .black)
        #expect(CGColor(gray: 0, alpha: 1) != CGColor(red: 0, green: 0, blue: 0, alpha: 1))
        #expect(Set([color, CGColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)]).count == 1)
        #expect(CGColor(colorSpace: CGColorSpaceCreateDeviceRGB(), components: [1, 0]) == nil)
        #expect(CGColor.white.description == "CGColor(gray: 1, alpha: 1)")
    }
}
