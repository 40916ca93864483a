import Foundation

/// An immutable path, CoreGraphics' `CGPath`: the elements it was built from, recorded as data.
///
/// Nothing is rasterised. What is computed is pure geometry: bounding boxes (with and without
/// control points), the current point, and point containment under both fill rules (curves are
/// flattened to short segments for that test). Build paths with `CGMutablePath`.
public class CGPath: Equatable, CustomStringConvertible {
    /// One recorded step of a path, CoreGraphics' `CGPathElement` with its points inline.
    public enum Element: Hashable, Sendable {
        /// Starts a new subpath at a point.
        case moveToPoint(CGPoint)
        /// A straight line to a point.
        case addLineToPoint(CGPoint)
        /// A quadratic Bézier curve through one control point.
        case addQuadCurveToPoint(control: CGPoint, to: CGPoint)
        /// A cubic Bézier curve through two control points.
        case addCurveToPoint(control1: CGPoint, control2: CGPoint, to: CGPoint)
        /// A line back to the subpath's start, closing it.
        case closeSubpath

        /// The element's points, control points first and end point last.
        public var points: [CGPoint] {
            switch self {
            case .moveToPoint(let point), .addLineToPoint(let point): [point]
            case .addQuadCurveToPoint(let control, let end): [control, end]
            case .addCurveToPoint(let control1, let control2, let end): [control1, control2, end]
            case .closeSubpath: []
            }
        }

        /// The element with every point transformed by `t`.
        public func applying(_ t: CGAffineTransform) -> Element {
            if t.isIdentity { return self }
            switch self {
            case .moveToPoint(let point): return .moveToPoint(point.applying(t))
            case .addLineToPoint(let point): return .addLineToPoint(point.applying(t))
            case .addQuadCurveToPoint(let control, let end):
                return .addQuadCurveToPoint(control: control.applying(t), to: end.applying(t))
            case .addCurveToPoint(let control1, let control2, let end):
                return .addCurveToPoint(control1: control1.applying(t), control2: control2.applying(t), to: end.applying(t))
            case .closeSubpath: return .closeSubpath
            }
        }
    }

    /// The recorded elements, in order.
    public internal(set) var elements: [Element]

    init(elements: [Element]) {
        self.elements = elements
    }

    /// A closed rectangle path: move to the minimum corner, three lines, close.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(elements: PathGeometry.rect(rect).map { $0.applying(transform?.pointee ?? .identity) })
    }

    /// An ellipse inscribed in `rect`: four cubic curves from the rightmost point, closed.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(elements: PathGeometry.ellipse(in: rect).map { $0.applying(transform?.pointee ?? .identity) })
    }

    /// A rectangle with elliptical corners of the given radii (clamped to half the sides).
    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                            transform: UnsafePointer<CGAffineTransform>?) {
        let elements = PathGeometry.roundedRect(rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight)
        self.init(elements: elements.map { $0.applying(transform?.pointee ?? .identity) })
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// The point the next element starts from: the last end point, or the subpath's start after
    /// a close; `.zero` for an empty path.
    public var currentPoint: CGPoint { PathGeometry.currentPoint(of: elements) }

    /// The smallest rectangle containing every point of the path, control points included
    /// (`CGPathGetBoundingBox`); the null rectangle for an empty path.
    public var boundingBox: CGRect { boundingRect(of: elements.flatMap(\.points)) }

    /// The smallest rectangle containing the path itself, curves' extremes computed exactly and
    /// control points excluded (`CGPathGetPathBoundingBox`); the null rectangle for an empty path.
    public var boundingBoxOfPath: CGRect { PathGeometry.tightBounds(of: elements) }

    /// Whether `point` (transformed by `transform` first) is inside the filled path under `rule`.
    /// Every subpath counts as closed; curves are flattened into 32 segments each.
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding,
                         transform: CGAffineTransform = .identity) -> Bool {
        PathGeometry.contains(point.applying(transform), in: elements, rule: rule)
    }

    /// An immutable copy (never nil; optional as in CoreGraphics).
    public func copy() -> CGPath? { CGPath(elements: elements) }

    /// An immutable copy with every point transformed.
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        CGPath(elements: elements.map { $0.applying(transform?.pointee ?? .identity) })
    }

    /// A mutable copy (never nil; optional as in CoreGraphics).
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(elements: elements) }

    /// A mutable copy with every point transformed.
    public func mutableCopy(using transform: UnsafePointer<CGAffineTransform>?) -> CGMutablePath? {
        CGMutablePath(elements: elements.map { $0.applying(transform?.pointee ?? .identity) })
    }

    /// The area a stroke would cover, as a fillable path (`contains` on it answers "is this point
    /// on the line?"). Computed with round joins and caps whatever `lineCap`, `lineJoin` and
    /// `miterLimit` say, and curves flattened: exact for round ends, within the corner and cap
    /// regions otherwise.
    public func copy(strokingWithWidth lineWidth: CGFloat, lineCap: CGLineCap, lineJoin: CGLineJoin,
                     miterLimit: CGFloat, transform: CGAffineTransform = .identity) -> CGPath {
        CGPath(elements: PathGeometry.strokeOutline(of: elements, width: lineWidth).map { $0.applying(transform) })
    }

    /// A copy of the path; dashes are not modelled, so the copy is the whole path, transformed.
    public func copy(dashingWithPhase phase: CGFloat, lengths: [CGFloat], transform: CGAffineTransform = .identity) -> CGPath {
        CGPath(elements: elements.map { $0.applying(transform) })
    }

    /// Calls `body` with each element in order (CoreGraphics' `applyWithBlock`, elements inline).
    public func forEachElement(_ body: (Element) -> Void) {
        elements.forEach(body)
    }

    /// Whether the path is exactly one axis-aligned rectangle as `CGPath(rect:transform:)` builds
    /// it; if so, `rect` receives it.
    public func isRect(_ rect: UnsafeMutablePointer<CGRect>?) -> Bool {
        guard elements.count == 5, case .closeSubpath = elements[4] else { return false }
        let corners = elements.prefix(4).flatMap(\.points)
        guard corners.count == 4 else { return false }
        let box = boundingRect(of: corners)
        guard PathGeometry.rect(box).prefix(4).flatMap(\.points) == corners else { return false }
        rect?.pointee = box
        return true
    }

    /// Equal when both record the same elements (`CGPathEqualToPath`).
    public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.elements == rhs.elements }

    /// The elements, one per line-like clause, for failure messages.
    public var description: String {
        "CGPath(" + elements.map { element in
            switch element {
            case .moveToPoint(let p): "move \(p.x),\(p.y)"
            case .addLineToPoint(let p): "line \(p.x),\(p.y)"
            case .addQuadCurveToPoint(let c, let p): "quad \(c.x),\(c.y) \(p.x),\(p.y)"
            case .addCurveToPoint(let c1, let c2, let p): "curve \(c1.x),\(c1.y) \(c2.x),\(c2.y) \(p.x),\(p.y)"
            case .closeSubpath: "close"
            }
        }.joined(separator: "; ") + ")"
    }
}
