import Foundation

/// A path under construction, CoreGraphics' `CGMutablePath`. Each call appends recorded elements;
/// every `transform` argument is applied to the points as they are added.
public final class CGMutablePath: CGPath {
    /// An empty path.
    public init() {
        super.init(elements: [])
    }

    override init(elements: [Element]) {
        super.init(elements: elements)
    }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        elements.append(.moveToPoint(point.applying(transform)))
    }

    /// Adds a straight line from the current point to `point`.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        elements.append(.addLineToPoint(point.applying(transform)))
    }

    /// Moves to the first point, then adds lines through the others.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        move(to: first, transform: transform)
        for point in points.dropFirst() { addLine(to: point, transform: transform) }
    }

    /// Adds a closed rectangle subpath.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        append(PathGeometry.rect(rect), transform)
    }

    /// Adds one closed rectangle subpath per rectangle.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// Adds a closed ellipse inscribed in `rect` (four cubic curves from the rightmost point).
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        append(PathGeometry.ellipse(in: rect), transform)
    }

    /// Adds a closed rectangle with elliptical corners (radii clamped to half the sides).
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                               transform: CGAffineTransform = .identity) {
        append(PathGeometry.roundedRect(rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight), transform)
    }

    /// Adds a circular arc, as cubic curves of at most a quarter turn each, after a line from the
    /// current point to its start (or a move, on an empty path). `clockwise` is in CoreGraphics'
    /// y-up sense: `false` sweeps towards increasing angles.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                       clockwise: Bool, transform: CGAffineTransform = .identity) {
        let sweep = PathGeometry.sweep(from: startAngle, to: endAngle, decreasing: clockwise)
        addRelativeArc(center: center, radius: radius, startAngle: startAngle, delta: sweep, transform: transform)
    }

    /// Adds an arc of `delta` radians from `startAngle` (positive: towards increasing angles).
    public func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
                               transform: CGAffineTransform = .identity) {
        let arc = PathGeometry.arc(center: center, radius: radius, start: startAngle, sweep: delta)
        append(arc, transform, connecting: true)
    }

    /// Adds a line towards `tangent1End` and an arc of `radius` tangent to the lines from the
    /// current point to `tangent1End` and from there to `tangent2End`.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat,
                       transform: CGAffineTransform = .identity) {
        let start = transform.isIdentity ? currentPoint : currentPoint.applying(transform.inverted())
        append(PathGeometry.tangentArc(from: start, tangent1End, tangent2End, radius: radius), transform, connecting: true)
    }

    /// Adds a cubic Bézier curve to `end`.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint,
                         transform: CGAffineTransform = .identity) {
        elements.append(Element.addCurveToPoint(control1: control1, control2: control2, to: end).applying(transform))
    }

    /// Adds a quadratic Bézier curve to `end`.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        elements.append(Element.addQuadCurveToPoint(control: control, to: end).applying(transform))
    }

    /// Appends every element of `path`, transformed.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        append(path.elements, transform)
    }

    /// Closes the current subpath with a line back to its start.
    public func closeSubpath() {
        elements.append(.closeSubpath)
    }

    /// Appends `added`; with `connecting`, its leading move becomes a line when the path already
    /// has elements (CoreGraphics joins arcs to the current point).
    private func append(_ added: [Element], _ transform: CGAffineTransform, connecting: Bool = false) {
        var added = added
        if connecting, !elements.isEmpty, case .moveToPoint(let start)? = added.first {
            added[0] = .addLineToPoint(start)
        }
        elements.append(contentsOf: added.map { $0.applying(transform) })
    }
}
