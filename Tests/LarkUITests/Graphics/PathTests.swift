import Foundation
import LarkUI
import Testing

@Suite("CGPath and BezierPath geometry")
struct PathTests {
    @Test func rectPathsRecordFiveElementsAndTheirBounds() {
        let rect = CGRect(x: 10, y: 20, width: 30, height: 40)
        let path = CGPath(rect: rect, transform: nil)
        #expect(path.elements == [
            .moveToPoint(CGPoint(x: 10, y: 20)), .addLineToPoint(CGPoint(x: 40, y: 20)),
            .addLineToPoint(CGPoint(x: 40, y: 60)), .addLineToPoint(CGPoint(x: 10, y: 60)), .closeSubpath,
        ])
        #expect(path.boundingBox == rect)
        #expect(path.boundingBoxOfPath == rect)
        #expect(path.currentPoint == CGPoint(x: 10, y: 20))
        var found = CGRect.zero
        #expect(path.isRect(&found) && found == rect)
        var shift = CGAffineTransform(translationX: 5, y: 0)
        #expect(CGPath(rect: rect, transform: &shift).boundingBox == rect.offsetBy(dx: 5, dy: 0))
    }

    @Test func ellipsesAndRoundedRectsFillTheirRect() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 50)
        #expect(CGPath(ellipseIn: rect, transform: nil).boundingBox == rect)
        #expect(isClose(CGPath(ellipseIn: rect, transform: nil).boundingBoxOfPath, rect))
        let rounded = CGPath(roundedRect: rect, cornerWidth: 10, cornerHeight: 10, transform: nil)
        #expect(rounded.boundingBox == rect)
        #expect(!rounded.contains(CGPoint(x: 0.5, y: 0.5)))
        #expect(rounded.contains(CGPoint(x: 10, y: 0.5)))
        #expect(BezierPath(ovalIn: rect).bounds == rect)
        #expect(BezierPath(roundedRect: rect, cornerRadius: 12).bounds == rect)
        // An oversized radius is clamped to half the shorter side: a capsule.
        let capsule = BezierPath(roundedRect: rect, cornerRadius: 1000)
        #expect(capsule.bounds == rect)
        #expect(!capsule.contains(CGPoint(x: 3, y: 3)))
        #expect(capsule.contains(CGPoint(x: 25, y: 1)))
    }

    @Test func containmentFollowsTheFillRule() {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 100, height: 100))
        path.addRect(CGRect(x: 25, y: 25, width: 50, height: 50))
        let middle = CGPoint(x: 50, y: 50)
        #expect(path.contains(middle, using: .winding))
        #expect(!path.contains(middle, using: .evenOdd))
        #expect(path.contains(CGPoint(x: 10, y: 10), using: .evenOdd))
        #expect(!path.contains(CGPoint(x: 150, y: 10)))
        let circle = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100), transform: nil)
        #expect(circle.contains(CGPoint(x: 50, y: 50)))
        #expect(!circle.contains(CGPoint(x: 5, y: 5)))
        #expect(circle.contains(CGPoint(x: 50, y: 50), transform: CGAffineTransform(translationX: 45, y: 0)))
        #expect(!circle.contains(CGPoint(x: 50, y: 50), transform: CGAffineTransform(translationX: 60, y: 0)))
        let holed = BezierPath(rect: CGRect(x: 0, y: 0, width: 100, height: 100))
        holed.append(BezierPath(ovalIn: CGRect(x: 25, y: 25, width: 50, height: 50)))
        holed.usesEvenOddFillRule = true
        #expect(!holed.contains(middle))
        holed.usesEvenOddFillRule = false
        #expect(holed.contains(middle))
    }

    @Test func arcsFollowEachSpellingsClockwiseSense() {
        // UIKit: clockwise on a y-down screen sweeps towards increasing angles, so a half circle
        // from 0 to π clockwise passes through the bottom (y = 10).
        let uikit = BezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi, clockwise: true)
        #expect(isClose(uikit.cgPath.boundingBoxOfPath, CGRect(x: -10, y: 0, width: 20, height: 10)))
        #expect(isClose(uikit.currentPoint, CGPoint(x: -10, y: 0)))
        // CoreGraphics: `clockwise: false` sweeps towards increasing angles.
        let cg = CGMutablePath()
        cg.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi, clockwise: false)
        #expect(cg == uikit.cgPath)
        let other = CGMutablePath()
        other.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi, clockwise: true)
        #expect(isClose(other.boundingBoxOfPath, CGRect(x: -10, y: -10, width: 20, height: 10)))
        // A full turn is a full circle; equal angles leave only the start point.
        let ring = BezierPath(arcCenter: CGPoint(x: 50, y: 50), radius: 20, startAngle: -.pi / 2, endAngle: 3 * .pi / 2, clockwise: true)
        #expect(isClose(ring.bounds, CGRect(x: 30, y: 30, width: 40, height: 40)))
        let empty = BezierPath(arcCenter: .zero, radius: 20, startAngle: 0, endAngle: 0, clockwise: true)
        #expect(empty.cgPath.elements == [.moveToPoint(CGPoint(x: 20, y: 0))])
        // On a path with a current point, the arc joins it with a line.
        let joined = BezierPath()
        joined.move(to: .zero)
        joined.addArc(withCenter: CGPoint(x: 50, y: 0), radius: 10, startAngle: .pi, endAngle: 0, clockwise: true)
        #expect(joined.cgPath.elements[1] == .addLineToPoint(CGPoint(x: 40, y: 0)))
    }

    @Test func tangentArcsRoundACorner() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addArc(tangent1End: CGPoint(x: 100, y: 0), tangent2End: CGPoint(x: 100, y: 100), radius: 10)
        #expect(path.elements[1] == .addLineToPoint(CGPoint(x: 90, y: 0)))
        #expect(isClose(path.currentPoint, CGPoint(x: 100, y: 10)))
        #expect(isClose(path.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 100, height: 10)))
    }

    @Test func tightBoundsExcludeControlPoints() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addQuadCurve(to: CGPoint(x: 100, y: 0), control: CGPoint(x: 50, y: 100))
        #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(path.boundingBoxOfPath == CGRect(x: 0, y: 0, width: 100, height: 50))
        let cubic = CGMutablePath()
        cubic.move(to: CGPoint(x: 0, y: 0))
        cubic.addCurve(to: CGPoint(x: 100, y: 0), control1: CGPoint(x: 0, y: 100), control2: CGPoint(x: 100, y: 100))
        #expect(isClose(cubic.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 100, height: 75)))
        #expect(CGMutablePath().boundingBox.isNull)
        #expect(CGMutablePath().isEmpty)
        #expect(CGMutablePath().currentPoint == .zero)
    }

    @Test func strokedCopiesCoverTheLine() {
        // A ring of radius 50, 10 wide: points within 5 of the circle are on it.
        let ring = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100), transform: nil)
        let stroked = ring.copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .miter, miterLimit: 10)
        #expect(stroked.contains(CGPoint(x: 50, y: 2)))
        #expect(stroked.contains(CGPoint(x: 96, y: 50)))
        #expect(!stroked.contains(CGPoint(x: 50, y: 50)))
        #expect(!stroked.contains(CGPoint(x: 50, y: -8)))
        #expect(isClose(stroked.boundingBoxOfPath, CGRect(x: -5, y: -5, width: 110, height: 110), tolerance: 0.05))
        let line = CGMutablePath()
        line.addLines(between: [CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0), CGPoint(x: 100, y: 100)])
        let thick = line.copy(strokingWithWidth: 4, lineCap: .round, lineJoin: .round, miterLimit: 10)
        #expect(thick.contains(CGPoint(x: 50, y: 1.9)) && thick.contains(CGPoint(x: 101.9, y: 50)))
        #expect(!thick.contains(CGPoint(x: 50, y: 2.1)) && !thick.contains(CGPoint(x: 50, y: 50)))
        #expect(line.copy(strokingWithWidth: 0, lineCap: .butt, lineJoin: .miter, miterLimit: 10).isEmpty)
        #expect(line.copy(dashingWithPhase: 0, lengths: [2, 2]) == line)
    }

    @Test func mutablePathsBuildCopyAndCompare() {
        let path = CGMutablePath()
        path.addLines(between: [CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 10)])
        path.closeSubpath()
        #expect(path.currentPoint == .zero)
        let copy = path.copy()
        let mutable = path.mutableCopy()
        mutable?.addRect(CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(copy == path)
        #expect(mutable != path)
        let combined = CGMutablePath()
        combined.addPath(path, transform: CGAffineTransform(scaleX: 2, y: 2))
        #expect(combined.boundingBox == CGRect(x: 0, y: 0, width: 20, height: 20))
        combined.addRects([CGRect(x: 30, y: 30, width: 5, height: 5)])
        #expect(combined.boundingBox == CGRect(x: 0, y: 0, width: 35, height: 35))
        combined.addEllipse(in: CGRect(x: -10, y: 0, width: 10, height: 10))
        combined.addRoundedRect(in: CGRect(x: 0, y: 40, width: 10, height: 10), cornerWidth: 2, cornerHeight: 2)
        #expect(combined.boundingBox == CGRect(x: -10, y: 0, width: 45, height: 50))
    }

    @Test func bezierPathsBuildTransformReverseAndRoundSomeCorners() {
        let path = BezierPath()
        #expect(path.isEmpty)
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.addCurve(to: CGPoint(x: 20, y: 10), controlPoint1: CGPoint(x: 15, y: 0), controlPoint2: CGPoint(x: 20, y: 5))
        path.addQuadCurve(to: CGPoint(x: 20, y: 20), controlPoint: CGPoint(x: 25, y: 15))
        path.close()
        #expect(path.currentPoint == .zero)
        #expect(path.bounds == CGRect(x: 0, y: 0, width: 25, height: 20))
        let reversed = path.reversing()
        #expect(reversed.cgPath.elements == [
            .moveToPoint(CGPoint(x: 20, y: 20)),
            .addQuadCurveToPoint(control: CGPoint(x: 25, y: 15), to: CGPoint(x: 20, y: 10)),
            .addCurveToPoint(control1: CGPoint(x: 20, y: 5), control2: CGPoint(x: 15, y: 0), to: CGPoint(x: 10, y: 0)),
            .addLineToPoint(CGPoint(x: 0, y: 0)),
            .closeSubpath,
        ])
        #expect(reversed.reversing().bounds == path.bounds)
        path.apply(CGAffineTransform(translationX: 100, y: 0))
        #expect(path.bounds.minX == 100)
        path.removeAllPoints()
        #expect(path.isEmpty && path.bounds.isNull)

        let rect = CGRect(x: 0, y: 0, width: 100, height: 100)
        let topOnly = BezierPath(roundedRect: rect, byRoundingCorners: [.topLeft, .topRight], cornerRadii: CGSize(width: 20, height: 5))
        #expect(!topOnly.contains(CGPoint(x: 1, y: 1)))
        #expect(!topOnly.contains(CGPoint(x: 99, y: 1)))
        #expect(topOnly.contains(CGPoint(x: 1, y: 99)))
        #expect(topOnly.contains(CGPoint(x: 99, y: 99)))
        // The radius is cornerRadii.width in both directions, as UIKit.
        #expect(!topOnly.contains(CGPoint(x: 2, y: 10)))

        let fromCG = BezierPath(cgPath: CGPath(rect: rect, transform: nil))
        #expect(fromCG.cgPath == CGPath(rect: rect, transform: nil))
        fromCG.cgPath = CGPath(ellipseIn: rect, transform: nil)
        #expect(fromCG.cgPath == CGPath(ellipseIn: rect, transform: nil))
    }

    @Test func strokeAttributesAndDashesAreStored() {
        let path = BezierPath(rect: .zero)
        #expect(path.lineWidth == 1 && path.lineCapStyle == .butt && path.lineJoinStyle == .miter && path.miterLimit == 10)
        path.lineWidth = 3
        path.lineCapStyle = .round
        path.lineJoinStyle = .bevel
        path.setLineDash([4, 2], count: 2, phase: 1)
        #expect(path.lineDashPattern == [4, 2] && path.lineDashPhase == 1)
        var lengths = [CGFloat](repeating: 0, count: 2)
        var count = 0
        var phase: CGFloat = 0
        path.getLineDash(&lengths, count: &count, phase: &phase)
        #expect(lengths == [4, 2] && count == 2 && phase == 1)
        let copy = path.copy() as? BezierPath
        #expect(copy?.lineWidth == 3 && copy?.lineCapStyle == .round && copy?.lineDashPattern == [4, 2])
        path.setLineDash(nil, count: 0, phase: 0)
        #expect(path.lineDashPattern.isEmpty)
    }
}
