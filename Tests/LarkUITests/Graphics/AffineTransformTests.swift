import Foundation
import LarkUI
import Testing

@Suite("CGAffineTransform and CATransform3D")
struct AffineTransformTests {
    @Test func concatenatingAppliesTheReceiverFirst() {
        let scale = CGAffineTransform(scaleX: 2, y: 3)
        let move = CGAffineTransform(translationX: 10, y: 20)
        let point = CGPoint(x: 1, y: 1)
        #expect(point.applying(scale.concatenating(move)) == CGPoint(x: 12, y: 23))
        #expect(point.applying(move.concatenating(scale)) == CGPoint(x: 22, y: 63))
        // scaledBy/translatedBy prepend, as CoreGraphics: the new step happens first.
        #expect(move.scaledBy(x: 2, y: 3) == scale.concatenating(move))
        #expect(scale.translatedBy(x: 10, y: 20) == move.concatenating(scale))
    }

    @Test func rotationQuarterTurnsAreExactAndFollowUIKitsDirection() {
        let quarter = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(quarter == CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0))
        // On a y-down screen (1, 0) turns to (0, 1): clockwise, as UIKit's positive angles.
        #expect(CGPoint(x: 1, y: 0).applying(quarter) == CGPoint(x: 0, y: 1))
        let eighth = CGAffineTransform.identity.rotated(by: .pi / 4).rotated(by: .pi / 4)
        #expect(isClose(CGPoint(x: 1, y: 0).applying(eighth), CGPoint(x: 0, y: 1)))
    }

    @Test func invertedUndoesAndSingularIsReturnedUnchanged() {
        let t = CGAffineTransform(a: 2, b: 1, c: -1, d: 3, tx: 5, ty: -7)
        let p = CGPoint(x: 3, y: 4)
        #expect(isClose(p.applying(t).applying(t.inverted()), p))
        #expect(t.concatenating(t.inverted()).isIdentity || isClose(t.concatenating(t.inverted()).a, 1))
        let singular = CGAffineTransform(scaleX: 0, y: 1)
        #expect(singular.inverted() == singular)
        #expect(CGAffineTransform.identity.isIdentity)
        #expect(!CGAffineTransform(translationX: 1, y: 0).isIdentity)
        #expect(CGAffineTransform() == CGAffineTransform(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0))
    }

    @Test func rectsAndSizesApplyAsCoreGraphics() {
        let rect = CGRect(x: 0, y: 0, width: 10, height: 20)
        #expect(rect.applying(CGAffineTransform(scaleX: 1.2, y: 1.2)) == CGRect(x: 0, y: 0, width: 12, height: 24))
        // A quarter turn gives the bounding box of the turned corners.
        #expect(rect.applying(CGAffineTransform(rotationAngle: .pi / 2)) == CGRect(x: -20, y: 0, width: 20, height: 10))
        #expect(rect.applying(CGAffineTransform(scaleX: -1, y: 1)) == CGRect(x: -10, y: 0, width: 10, height: 20))
        #expect(CGRect.null.applying(CGAffineTransform(translationX: 5, y: 5)).isNull)
        // Sizes ignore translation and may turn negative.
        #expect(CGSize(width: 10, height: 20).applying(CGAffineTransform(translationX: 5, y: 5)) == CGSize(width: 10, height: 20))
        #expect(CGSize(width: 10, height: 20).applying(CGAffineTransform(scaleX: -1, y: 2)) == CGSize(width: -10, height: 40))
    }

    @Test func transform3DComposesLikeTheAffineOne() {
        let scale = CATransform3DMakeScale(2, 3, 1)
        let move = CATransform3DMakeTranslation(10, 20, 0)
        let affine = CGAffineTransform(scaleX: 2, y: 3).concatenating(CGAffineTransform(translationX: 10, y: 20))
        #expect(CATransform3DGetAffineTransform(CATransform3DConcat(scale, move)) == affine)
        #expect(CATransform3DTranslate(scale, 10, 20, 0) == CATransform3DConcat(move, scale))
        #expect(CATransform3DScale(move, 2, 3, 1) == CATransform3DConcat(scale, move))
        #expect(CATransform3DMakeRotation(.pi / 2, 0, 0, 1) == CATransform3DMakeAffineTransform(CGAffineTransform(rotationAngle: .pi / 2)))
        #expect(CATransform3DRotate(CATransform3DIdentity, .pi / 2, 0, 0, 1) == CATransform3DMakeRotation(.pi / 2, 0, 0, 1))
        #expect(CATransform3DMakeRotation(1, 0, 0, 0) == CATransform3DIdentity)
        #expect(CATransform3DIsIdentity(CATransform3DIdentity))
        #expect(CATransform3DEqualToTransform(scale, CATransform3DMakeScale(2, 3, 1)))
    }

    @Test func transform3DInvertsAndKnowsWhenItIsAffine() {
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        let t = CATransform3DRotate(CATransform3DTranslate(perspective, 4, 5, 6), 0.3, 1, 1, 0)
        let product = CATransform3DConcat(t, CATransform3DInvert(t))
        for (value, expected) in zip(
            [product.m11, product.m12, product.m13, product.m14, product.m21, product.m22, product.m23, product.m24,
             product.m31, product.m32, product.m33, product.m34, product.m41, product.m42, product.m43, product.m44],
            [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1] as [CGFloat]) {
            #expect(isClose(value, expected))
        }
        #expect(CATransform3DInvert(CATransform3DMakeScale(0, 1, 1)) == CATransform3DMakeScale(0, 1, 1))
        #expect(!CATransform3DIsAffine(perspective))
        #expect(CATransform3DIsAffine(CATransform3DMakeAffineTransform(CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6))))
        #expect(!CATransform3DIsAffine(CATransform3DMakeRotation(0.5, 1, 0, 0)))
        let affine = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        #expect(CATransform3DGetAffineTransform(CATransform3DMakeAffineTransform(affine)) == affine)
    }

    @Test func valuesBoxGeometryForAnimations() {
        let t = CATransform3DRotate(CATransform3DMakeTranslation(1, 2, 3), 0.5, 0, 1, 0)
        #expect(NSValue(caTransform3D: t).caTransform3DValue == t)
        #expect(NSValue(caTransform3D: t) == NSValue(caTransform3D: t))
        let affine = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        #expect(NSValue(cgAffineTransform: affine).cgAffineTransformValue == affine)
        #expect(NSValue(cgPoint: CGPoint(x: 1, y: 2)).cgPointValue == CGPoint(x: 1, y: 2))
        #expect(NSValue(cgSize: CGSize(width: 3, height: 4)).cgSizeValue == CGSize(width: 3, height: 4))
        #expect(NSValue(cgRect: CGRect(x: 1, y: 2, width: 3, height: 4)).cgRectValue == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(NSValue(cgVector: CGVector(dx: 5, dy: 6)).cgVectorValue == CGVector(dx: 5, dy: 6))
        // Reading another shape gives the neutral value instead of reading past the box.
        #expect(NSValue(cgPoint: CGPoint(x: 1, y: 2)).caTransform3DValue == CATransform3DIdentity)
        #expect(NSValue(cgRect: .zero).cgPointValue == .zero)
    }

    @Test func vectorsAreValues() {
        #expect(CGVector(dx: 3, dy: 4) == CGVector(dx: 3.0, dy: 4.0))
        #expect(CGVector.zero == CGVector(dx: 0, dy: 0))
        #expect(CGVector(dx: 1, dy: 2).description == "(1.0, 2.0)")
    }
}
