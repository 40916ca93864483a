import Foundation

/// A path with stroke attributes, the model's stand-in for `UIBezierPath`.
///
/// Geometry is exact (see `CGPath`); painting is recorded: `fill()`, `stroke()` and `addClip()`
/// record into the current drawing context (`GraphicsContext.current`, set inside a renderer's
/// `image { }` or a pushed context) and do nothing without one. Angles and `clockwise` are in
/// UIKit's y-down sense: `clockwise: true` sweeps towards increasing angles.
open class BezierPath: Hashable, CustomStringConvertible {
    private var elements: [CGPath.Element] = []

    /// The stroke width, 1 by default.
    open var lineWidth: CGFloat = 1
    /// How stroked ends are drawn.
    open var lineCapStyle: CGLineCap = .butt
    /// How stroked corners are drawn.
    open var lineJoinStyle: CGLineJoin = .miter
    /// The limit beyond which mitered joins are bevelled.
    open var miterLimit: CGFloat = 10
    /// The accuracy of curve rendering (stored only).
    open var flatness: CGFloat = 0.6
    /// Whether filling and containment use the even-odd rule instead of non-zero winding.
    open var usesEvenOddFillRule = false
    /// The dash pattern set by `setLineDash(_:count:phase:)`; empty for a solid line.
    public private(set) var lineDashPattern: [CGFloat] = []
    /// The dash phase set by `setLineDash(_:count:phase:)`.
    public private(set) var lineDashPhase: CGFloat = 0

    /// An empty path.
    public init() {}

    /// Never called in the model (no archives exist); present so subclasses keep UIKit's shape.
    public required init?(coder: NSCoder) {}

    /// A closed rectangle, clockwise on screen from the top-left corner.
    public convenience init(rect: CGRect) {
        self.init()
        elements = PathGeometry.rect(rect)
    }

    /// A closed ellipse inscribed in `rect`.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        elements = PathGeometry.ellipse(in: rect)
    }

    /// A rectangle whose corners are rounded by `cornerRadius` (clamped to half the shorter
    /// side). UIKit draws continuous corners; the model uses quarter ellipses, same bounds.
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init()
        let radius = min(cornerRadius, min(abs(rect.width), abs(rect.height)) / 2)
        elements = PathGeometry.roundedRect(rect, cornerWidth: radius, cornerHeight: radius)
    }

    /// A rectangle with only `corners` rounded. As in UIKit, `cornerRadii.width` is the radius in
    /// both directions (its height is ignored), clamped to half the shorter side.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: RectCorner, cornerRadii: CGSize) {
        self.init()
        let radius = min(cornerRadii.width, min(abs(rect.width), abs(rect.height)) / 2)
        func size(_ corner: RectCorner) -> CGSize {
            corners.contains(corner) ? CGSize(width: radius, height: radius) : .zero
        }
        elements = PathGeometry.roundedRect(rect, radii: PathGeometry.CornerRadii(
            topLeft: size(.topLeft), topRight: size(.topRight), bottomRight: size(.bottomRight), bottomLeft: size(.bottomLeft)))
    }

    /// An open circular arc.
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// A path with `cgPath`'s elements.
    public convenience init(cgPath: CGPath) {
        self.init()
        elements = cgPath.elements
    }

    /// The path's elements as an immutable `CGPath`; setting replaces them.
    open var cgPath: CGPath {
        get { CGPath(elements: elements) }
        set { elements = newValue.elements }
    }

    /// The smallest rectangle containing every point, control points included (as UIKit);
    /// the null rectangle for an empty path.
    open var bounds: CGRect { boundingRect(of: elements.flatMap(\.points)) }

    /// Where the next segment starts; `.zero` for an empty path.
    open var currentPoint: CGPoint { PathGeometry.currentPoint(of: elements) }

    /// Whether the path has no elements.
    open var isEmpty: Bool { elements.isEmpty }

    /// Whether `point` is inside the filled path (under `usesEvenOddFillRule`); every subpath
    /// counts as closed.
    open func contains(_ point: CGPoint) -> Bool {
        PathGeometry.contains(point, in: elements, rule: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    // MARK: Building

    /// Starts a new subpath at `point`.
    open func move(to point: CGPoint) { elements.append(.moveToPoint(point)) }

    /// Adds a straight line to `point`.
    open func addLine(to point: CGPoint) { elements.append(.addLineToPoint(point)) }

    /// Adds a circular arc, joined by a line to the current point if the path is not empty.
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        let sweep = PathGeometry.sweep(from: startAngle, to: endAngle, decreasing: !clockwise)
        var arc = PathGeometry.arc(center: center, radius: radius, start: startAngle, sweep: sweep)
        if !elements.isEmpty, case .moveToPoint(let start)? = arc.first { arc[0] = .addLineToPoint(start) }
        elements.append(contentsOf: arc)
    }

    /// Adds a cubic Bézier curve to `end`.
    open func addCurve(to end: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        elements.append(.addCurveToPoint(control1: controlPoint1, control2: controlPoint2, to: end))
    }

    /// Adds a quadratic Bézier curve to `end`.
    open func addQuadCurve(to end: CGPoint, controlPoint: CGPoint) {
        elements.append(.addQuadCurveToPoint(control: controlPoint, to: end))
    }

    /// Closes the current subpath.
    open func close() { elements.append(.closeSubpath) }

    /// Appends `path`'s elements.
    open func append(_ path: BezierPath) { elements.append(contentsOf: path.elements) }

    /// Removes every element (stroke attributes stay).
    open func removeAllPoints() { elements.removeAll() }

    /// Transforms every point.
    open func apply(_ transform: CGAffineTransform) {
        elements = elements.map { $0.applying(transform) }
    }

    /// The same shape traversed backwards: each subpath reversed, in reverse order, closed
    /// subpaths staying closed. Stroke attributes are copied.
    open func reversing() -> BezierPath {
        let reversed = BezierPath()
        reversed.copyAttributes(from: self)
        reversed.elements = PathGeometry.reversed(elements)
        return reversed
    }

    /// A copy with the same elements and attributes (`NSCopying`).
    open func copy() -> Any {
        let copy = BezierPath()
        copy.copyAttributes(from: self)
        copy.elements = elements
        return copy
    }

    private func copyAttributes(from other: BezierPath) {
        lineWidth = other.lineWidth
        lineCapStyle = other.lineCapStyle
        lineJoinStyle = other.lineJoinStyle
        miterLimit = other.miterLimit
        flatness = other.flatness
        usesEvenOddFillRule = other.usesEvenOddFillRule
        lineDashPattern = other.lineDashPattern
        lineDashPhase = other.lineDashPhase
    }

    // MARK: Dashes

    /// Sets the dash pattern: `count` lengths from `pattern` (nil or 0 for a solid line).
    open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        if let pattern, count > 0 {
            lineDashPattern = Array(UnsafeBufferPointer(start: pattern, count: count))
        } else {
            lineDashPattern = []
        }
        lineDashPhase = phase
    }

    /// Reads the dash pattern back: the lengths into `pattern` (which must hold them all), their
    /// number into `count`, the phase into `phase`.
    open func getLineDash(_ pattern: UnsafeMutablePointer<CGFloat>?, count: UnsafeMutablePointer<Int>?, phase: UnsafeMutablePointer<CGFloat>?) {
        if let pattern {
            for (index, length) in lineDashPattern.enumerated() { pattern[index] = length }
        }
        count?.pointee = lineDashPattern.count
        phase?.pointee = lineDashPhase
    }

    // MARK: Drawing (recorded)

    private var fillRule: CGPathFillRule { usesEvenOddFillRule ? .evenOdd : .winding }

    /// Fills the path with the current context's fill colour, recording a `fillPath`.
    open func fill() { drawInCurrentContext(fillInto) }

    /// Fills with a blend mode and alpha (both recorded before the fill).
    open func fill(with blendMode: CGBlendMode, alpha: CGFloat) { drawInCurrentContext(blendMode: blendMode, alpha: alpha, fillInto) }

    /// Strokes the path with the current stroke colour and this path's line attributes.
    open func stroke() { drawInCurrentContext(strokeInto) }

    /// Strokes with a blend mode and alpha.
    open func stroke(with blendMode: CGBlendMode, alpha: CGFloat) { drawInCurrentContext(blendMode: blendMode, alpha: alpha, strokeInto) }

    /// Draws into the current context, if any, leaving its state as it was.
    private func drawInCurrentContext(blendMode: CGBlendMode? = nil, alpha: CGFloat? = nil, _ draw: (CGContext) -> Void) {
        guard let context = GraphicsContext.current else { return }
        context.inSavedState(blendMode: blendMode, alpha: alpha) { draw(context) }
    }

    private func fillInto(_ context: CGContext) {
        context.addPath(cgPath)
        context.fillPath(using: fillRule)
    }

    private func strokeInto(_ context: CGContext) {
        context.setLineWidth(lineWidth)
        context.setLineCap(lineCapStyle)
        context.setLineJoin(lineJoinStyle)
        context.setMiterLimit(miterLimit)
        if !lineDashPattern.isEmpty { context.setLineDash(phase: lineDashPhase, lengths: lineDashPattern) }
        context.addPath(cgPath)
        context.strokePath()
    }

    /// Narrows the current context's clip to this path.
    open func addClip() {
        guard let context = GraphicsContext.current else { return }
        context.addPath(cgPath)
        context.clip(using: fillRule)
    }

    /// Paths are equal only when they are the same object, as `NSObject`s are (compare
    /// `cgPath`s for equal shapes).
    public static func == (lhs: BezierPath, rhs: BezierPath) -> Bool { lhs === rhs }

    /// Hashes the object's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// The elements, as `CGPath` describes them.
    open var description: String { "BezierPath" + cgPath.description.dropFirst("CGPath".count) }
}
