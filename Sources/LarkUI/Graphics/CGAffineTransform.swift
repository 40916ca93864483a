import Foundation

/// A 2D affine transform, CoreGraphics' `CGAffineTransform`: the matrix
/// `[a b 0; c d 0; tx ty 1]` applied to row vectors, so `x' = a·x + c·y + tx` and
/// `y' = b·x + d·y + ty`.
///
/// Composition follows CoreGraphics: `t1.concatenating(t2)` applies `t1` first, then `t2`;
/// `t.scaledBy(x:y:)`, `translatedBy(x:y:)` and `rotated(by:)` apply the new step *before* `t`.
public struct CGAffineTransform: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The entry at row 1, column 1.
    public var a: CGFloat
    /// The entry at row 1, column 2.
    public var b: CGFloat
    /// The entry at row 2, column 1.
    public var c: CGFloat
    /// The entry at row 2, column 2.
    public var d: CGFloat
    /// The horizontal translation.
    public var tx: CGFloat
    /// The vertical translation.
    public var ty: CGFloat

    /// Creates a transform from its six entries.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    /// Creates a transform from its six entries, unlabelled (CoreGraphics' positional form).
    public init(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat, _ tx: CGFloat, _ ty: CGFloat) {
        self.init(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
    }

    /// The all-zero matrix, as CoreGraphics' imported struct gives (not the identity: use
    /// `.identity` for that).
    public init() {
        self.init(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0)
    }

    /// A transform that scales by `sx` horizontally and `sy` vertically.
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A transform that moves by `tx` horizontally and `ty` vertically.
    public init(translationX tx: CGFloat, y ty: CGFloat) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// A transform that rotates by `angle` radians (counterclockwise in a y-up space, clockwise
    /// on a y-down screen, as in UIKit).
    public init(rotationAngle angle: CGFloat) {
        let cosine = exactCosine(angle)
        let sine = exactSine(angle)
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// The identity transform.
    public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// Whether this is the identity transform.
    public var isIdentity: Bool { self == .identity }

    /// This transform followed by `other`: a point is transformed by `self`, then by `other`.
    public func concatenating(_ other: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(
            a: a * other.a + b * other.c,
            b: a * other.b + b * other.d,
            c: c * other.a + d * other.c,
            d: c * other.b + d * other.d,
            tx: tx * other.a + ty * other.c + other.tx,
            ty: tx * other.b + ty * other.d + other.ty)
    }

    /// A scale by `sx`, `sy` applied before this transform.
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
    }

    /// A translation by `tx`, `ty` applied before this transform.
    public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: tx, y: ty).concatenating(self)
    }

    /// A rotation by `angle` radians applied before this transform.
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// The inverse transform; a transform that cannot be inverted (zero determinant) is
    /// returned unchanged, as CoreGraphics does.
    public func inverted() -> CGAffineTransform {
        let determinant = a * d - b * c
        guard determinant != 0, determinant.isFinite else { return self }
        return CGAffineTransform(
            a: d / determinant,
            b: -b / determinant,
            c: -c / determinant,
            d: a / determinant,
            tx: (c * ty - d * tx) / determinant,
            ty: (b * tx - a * ty) / determinant)
    }

    /// For example `CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 5, ty: 0)`.
    public var description: String {
        "CGAffineTransform(a: \(a), b: \(b), c: \(c), d: \(d), tx: \(tx), ty: \(ty))"
    }
}

extension CGPoint {
    /// This point transformed by `t`.
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

extension CGSize {
    /// This size transformed by `t`'s linear part (translation does not apply to sizes);
    /// the result may be negative, as in CoreGraphics.
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

extension CGRect {
    /// The smallest rectangle containing this rectangle's four transformed corners (the
    /// bounding box, as CoreGraphics). The null rectangle stays null.
    public func applying(_ t: CGAffineTransform) -> CGRect {
        if isNull || t.isIdentity { return self }
        let corners = [
            CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY),
            CGPoint(x: minX, y: maxY), CGPoint(x: maxX, y: maxY),
        ].map { $0.applying(t) }
        return boundingRect(of: corners)
    }
}

/// The smallest rectangle containing `points`; the null rectangle for none.
func boundingRect(of points: [CGPoint]) -> CGRect {
    guard let first = points.first else { return .null }
    var minX = first.x, maxX = first.x, minY = first.y, maxY = first.y
    for point in points.dropFirst() {
        minX = Swift.min(minX, point.x)
        maxX = Swift.max(maxX, point.x)
        minY = Swift.min(minY, point.y)
        maxY = Swift.max(maxY, point.y)
    }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
}

/// `cos(angle)`, with results within rounding noise of 0 or ±1 snapped to them, so quarter turns
/// give exact matrices (`cos(.pi / 2)` is 6e-17 in floating point, 0 in the math).
func exactCosine(_ angle: CGFloat) -> CGFloat { snapped(cos(angle)) }

/// `sin(angle)`, snapped like `exactCosine`.
func exactSine(_ angle: CGFloat) -> CGFloat { snapped(sin(angle)) }

private func snapped(_ value: CGFloat) -> CGFloat {
    let epsilon: CGFloat = 1e-15
    if abs(value) < epsilon { return 0 }
    if abs(value - 1) < epsilon { return 1 }
    if abs(value + 1) < epsilon { return -1 }
    return value
}
