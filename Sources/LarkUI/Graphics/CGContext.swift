import Foundation

/// A drawing destination, CoreGraphics' `CGContext`, that records every painting call as data
/// instead of rasterising: read `operations` to see what was drawn.
///
/// Paths are built in user space and stored in device space (transformed by the CTM when each
/// point is added), as CoreGraphics does; painting operations carry the path they consumed and
/// the colour in effect, so a test can ask "was a red rectangle filled at (10, 10)?". The device
/// space is in points: a renderer's scale is not part of the CTM.
public final class CGContext {
    /// One recorded call that changes state or paints.
    public enum Operation: Equatable, CustomStringConvertible {
        /// `saveGState()`.
        case saveGState
        /// `restoreGState()`.
        case restoreGState
        /// A fill colour was set.
        case setFillColor(CGColor)
        /// A stroke colour was set.
        case setStrokeColor(CGColor)
        /// `setLineWidth(_:)`.
        case setLineWidth(CGFloat)
        /// `setLineCap(_:)`.
        case setLineCap(CGLineCap)
        /// `setLineJoin(_:)`.
        case setLineJoin(CGLineJoin)
        /// `setMiterLimit(_:)`.
        case setMiterLimit(CGFloat)
        /// `setLineDash(phase:lengths:)`.
        case setLineDash(phase: CGFloat, lengths: [CGFloat])
        /// `setAlpha(_:)`.
        case setAlpha(CGFloat)
        /// `setBlendMode(_:)`.
        case setBlendMode(CGBlendMode)
        /// `setShadow(offset:blur:color:)`.
        case setShadow(offset: CGSize, blur: CGFloat, color: CGColor?)
        /// `translateBy(x:y:)`.
        case translateBy(x: CGFloat, y: CGFloat)
        /// `scaleBy(x:y:)`.
        case scaleBy(x: CGFloat, y: CGFloat)
        /// `rotate(by:)`.
        case rotate(by: CGFloat)
        /// `concatenate(_:)`.
        case concatenate(CGAffineTransform)
        /// A fill of `path` (device space) under `rule` with the fill colour then in effect.
        case fillPath(CGPath, rule: CGPathFillRule, color: CGColor)
        /// A stroke of `path` (device space) with the stroke colour and line width then in effect.
        case strokePath(CGPath, color: CGColor, lineWidth: CGFloat)
        /// The clip was narrowed to `path` (device space).
        case clip(CGPath, rule: CGPathFillRule)
        /// `clear(_:)`: the rectangle (device space) was made transparent.
        case clear(CGRect)
        /// `draw(_:in:)`: an image was drawn into the rectangle (device space).
        case drawImage(CGImage, in: CGRect)
        /// A linear gradient was drawn between two points (device space).
        case drawLinearGradient(CGGradient, start: CGPoint, end: CGPoint)
        /// A radial gradient was drawn between two circles (device space centres).
        case drawRadialGradient(CGGradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint, endRadius: CGFloat)

        /// A short readable form, for example `fill(CGPath(...), winding, CGColor(gray: 0, alpha: 1))`.
        public var description: String {
            switch self {
            case .saveGState: "saveGState"
            case .restoreGState: "restoreGState"
            case .setFillColor(let color): "setFillColor(\(color))"
            case .setStrokeColor(let color): "setStrokeColor(\(color))"
            case .setLineWidth(let width): "setLineWidth(\(formatted(width)))"
            case .setLineCap(let cap): "setLineCap(\(cap))"
            case .setLineJoin(let join): "setLineJoin(\(join))"
            case .setMiterLimit(let limit): "setMiterLimit(\(formatted(limit)))"
            case .setLineDash(let phase, let lengths): "setLineDash(phase: \(formatted(phase)), lengths: \(lengths.map(formatted)))"
            case .setAlpha(let alpha): "setAlpha(\(formatted(alpha)))"
            case .setBlendMode(let mode): "setBlendMode(\(mode))"
            case .setShadow(let offset, let blur, let color):
                "setShadow(offset: \(formatted(offset.width)), \(formatted(offset.height)), blur: \(formatted(blur)), color: \(color.map { "\($0)" } ?? "nil"))"
            case .translateBy(let x, let y): "translateBy(x: \(formatted(x)), y: \(formatted(y)))"
            case .scaleBy(let x, let y): "scaleBy(x: \(formatted(x)), y: \(formatted(y)))"
            case .rotate(let angle): "rotate(by: \(angle))"
            case .concatenate(let t): "concatenate(\(t))"
            case .fillPath(let path, let rule, let color): "fillPath(\(path), \(rule), \(color))"
            case .strokePath(let path, let color, let width): "strokePath(\(path), \(color), width \(formatted(width)))"
            case .clip(let path, let rule): "clip(\(path), \(rule))"
            case .clear(let rect): "clear(\(rect))"
            case .drawImage(let image, let rect): "drawImage(\(image), in: \(rect))"
            case .drawLinearGradient(let gradient, let start, let end):
                "drawLinearGradient(\(gradient.colors.count) colours, \(start) to \(end))"
            case .drawRadialGradient(let gradient, let startCenter, let startRadius, let endCenter, let endRadius):
                "drawRadialGradient(\(gradient.colors.count) colours, \(startCenter) r \(formatted(startRadius)) to \(endCenter) r \(formatted(endRadius)))"
            }
        }

        /// Equal when the case and every associated value are (paths and colours by value).
        public static func == (lhs: Operation, rhs: Operation) -> Bool {
            switch (lhs, rhs) {
            case (.saveGState, .saveGState), (.restoreGState, .restoreGState): true
            case (.setFillColor(let a), .setFillColor(let b)), (.setStrokeColor(let a), .setStrokeColor(let b)): a == b
            case (.setLineWidth(let a), .setLineWidth(let b)), (.setMiterLimit(let a), .setMiterLimit(let b)),
                 (.setAlpha(let a), .setAlpha(let b)), (.rotate(let a), .rotate(let b)): a == b
            case (.setLineCap(let a), .setLineCap(let b)): a == b
            case (.setLineJoin(let a), .setLineJoin(let b)): a == b
            case (.setLineDash(let p1, let l1), .setLineDash(let p2, let l2)): p1 == p2 && l1 == l2
            case (.setBlendMode(let a), .setBlendMode(let b)): a == b
            case (.setShadow(let o1, let b1, let c1), .setShadow(let o2, let b2, let c2)): o1 == o2 && b1 == b2 && c1 == c2
            case (.translateBy(let x1, let y1), .translateBy(let x2, let y2)), (.scaleBy(let x1, let y1), .scaleBy(let x2, let y2)):
                x1 == x2 && y1 == y2
            case (.concatenate(let a), .concatenate(let b)): a == b
            case (.fillPath(let p1, let r1, let c1), .fillPath(let p2, let r2, let c2)): p1 == p2 && r1 == r2 && c1 == c2
            case (.strokePath(let p1, let c1, let w1), .strokePath(let p2, let c2, let w2)): p1 == p2 && c1 == c2 && w1 == w2
            case (.clip(let p1, let r1), .clip(let p2, let r2)): p1 == p2 && r1 == r2
            case (.clear(let a), .clear(let b)): a == b
            case (.drawImage(let i1, let r1), .drawImage(let i2, let r2)): i1 === i2 && r1 == r2
            case (.drawLinearGradient(let g1, let s1, let e1), .drawLinearGradient(let g2, let s2, let e2)):
                g1 == g2 && s1 == s2 && e1 == e2
            case (.drawRadialGradient(let g1, let sc1, let sr1, let ec1, let er1), .drawRadialGradient(let g2, let sc2, let sr2, let ec2, let er2)):
                g1 == g2 && sc1 == sc2 && sr1 == sr2 && ec1 == ec2 && er1 == er2
            default: false
            }
        }
    }

    /// The graphics state `saveGState()` saves and `restoreGState()` restores.
    private struct GraphicsState {
        var fillColor = CGColor.black
        var strokeColor = CGColor.black
        var lineWidth: CGFloat = 1
        var lineCap = CGLineCap.butt
        var lineJoin = CGLineJoin.miter
        var miterLimit: CGFloat = 10
        var lineDash: (phase: CGFloat, lengths: [CGFloat]) = (0, [])
        var alpha: CGFloat = 1
        var blendMode = CGBlendMode.normal
        var shadow: (offset: CGSize, blur: CGFloat, color: CGColor?)?
        var ctm = CGAffineTransform.identity
        var clipBoundingBox: CGRect
        var shouldAntialias = true
        var interpolationQuality = CGInterpolationQuality.default
    }

    /// Every state change and painting call so far, in order.
    public private(set) var operations: [Operation] = []

    /// The width of the drawing area, in pixels for a bitmap context (points for a renderer's).
    public let width: Int
    /// The height of the drawing area, in pixels for a bitmap context (points for a renderer's).
    public let height: Int

    private var state: GraphicsState
    private var savedStates: [GraphicsState] = []
    private let currentPath = CGMutablePath()

    /// A recording context for a drawing area of `size` points (what renderers and views use).
    public init(size: CGSize) {
        width = Int(size.width.rounded(.up))
        height = Int(size.height.rounded(.up))
        state = GraphicsState(clipBoundingBox: CGRect(origin: .zero, size: size))
    }

    /// A bitmap context, as CoreGraphics' initialiser; nothing is written to `data`. Nil for a
    /// non-positive size.
    public convenience init?(data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int,
                             bytesPerRow: Int, space: CGColorSpace, bitmapInfo: UInt32) {
        guard width > 0, height > 0 else { return nil }
        self.init(size: CGSize(width: width, height: height))
    }

    /// The bitmap's memory: nil, as the model records drawing instead of writing pixels (code
    /// that reads pixels back finds none).
    public var data: UnsafeMutableRawPointer? { nil }

    /// Removes every recorded operation, keeping the state (for a test drawing twice).
    public func removeAllOperations() { operations.removeAll() }

    private func record(_ operation: Operation) { operations.append(operation) }

    // MARK: Graphics state

    /// Pushes a copy of the graphics state.
    public func saveGState() {
        savedStates.append(state)
        record(.saveGState)
    }

    /// Pops the graphics state saved last; does nothing when none is saved.
    public func restoreGState() {
        if let saved = savedStates.popLast() { state = saved }
        record(.restoreGState)
    }

    /// The fill colour in effect.
    public var fillColor: CGColor { state.fillColor }
    /// The stroke colour in effect.
    public var strokeColor: CGColor { state.strokeColor }
    /// The line width in effect.
    public var lineWidth: CGFloat { state.lineWidth }
    /// The line cap in effect.
    public var lineCap: CGLineCap { state.lineCap }
    /// The line join in effect.
    public var lineJoin: CGLineJoin { state.lineJoin }
    /// The global alpha in effect.
    public var alpha: CGFloat { state.alpha }
    /// The blend mode in effect.
    public var blendMode: CGBlendMode { state.blendMode }
    /// The current transformation matrix (user space to device space).
    public var ctm: CGAffineTransform { state.ctm }
    /// The bounding box of the clip, in user space.
    public var boundingBoxOfClipPath: CGRect { state.clipBoundingBox.applying(state.ctm.inverted()) }

    /// Sets the fill colour.
    public func setFillColor(_ color: CGColor) {
        state.fillColor = color
        record(.setFillColor(color))
    }

    /// Sets an RGB fill colour.
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        setFillColor(CGColor(red: red, green: green, blue: blue, alpha: alpha))
    }

    /// Sets a grey fill colour.
    public func setFillColor(gray: CGFloat, alpha: CGFloat) {
        setFillColor(CGColor(gray: gray, alpha: alpha))
    }

    /// Sets the stroke colour.
    public func setStrokeColor(_ color: CGColor) {
        state.strokeColor = color
        record(.setStrokeColor(color))
    }

    /// Sets an RGB stroke colour.
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        setStrokeColor(CGColor(red: red, green: green, blue: blue, alpha: alpha))
    }

    /// Sets a grey stroke colour.
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) {
        setStrokeColor(CGColor(gray: gray, alpha: alpha))
    }

    /// Sets the line width for strokes.
    public func setLineWidth(_ width: CGFloat) {
        state.lineWidth = width
        record(.setLineWidth(width))
    }

    /// Sets the line cap for strokes.
    public func setLineCap(_ cap: CGLineCap) {
        state.lineCap = cap
        record(.setLineCap(cap))
    }

    /// Sets the line join for strokes.
    public func setLineJoin(_ join: CGLineJoin) {
        state.lineJoin = join
        record(.setLineJoin(join))
    }

    /// Sets the miter limit for strokes.
    public func setMiterLimit(_ limit: CGFloat) {
        state.miterLimit = limit
        record(.setMiterLimit(limit))
    }

    /// Sets the dash pattern for strokes (empty lengths: solid).
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        state.lineDash = (phase, lengths)
        record(.setLineDash(phase: phase, lengths: lengths))
    }

    /// Sets the global alpha.
    public func setAlpha(_ alpha: CGFloat) {
        state.alpha = alpha
        record(.setAlpha(alpha))
    }

    /// Sets the blend mode.
    public func setBlendMode(_ mode: CGBlendMode) {
        state.blendMode = mode
        record(.setBlendMode(mode))
    }

    /// Sets a shadow; a nil colour turns shadows off.
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
        state.shadow = color.map { (offset, blur, $0) }
        record(.setShadow(offset: offset, blur: blur, color: color))
    }

    /// Sets a shadow in the default colour (one-third-opaque black).
    public func setShadow(offset: CGSize, blur: CGFloat) {
        setShadow(offset: offset, blur: blur, color: CGColor(gray: 0, alpha: 1.0 / 3.0))
    }

    /// Sets whether shapes are antialiased (stored only).
    public func setShouldAntialias(_ shouldAntialias: Bool) { state.shouldAntialias = shouldAntialias }

    /// Sets whether antialiasing is allowed (stored only, as `setShouldAntialias`).
    public func setAllowsAntialiasing(_ allowsAntialiasing: Bool) { state.shouldAntialias = allowsAntialiasing }

    /// The image interpolation quality (stored only).
    public var interpolationQuality: CGInterpolationQuality {
        get { state.interpolationQuality }
        set { state.interpolationQuality = newValue }
    }

    // MARK: Transformation

    /// Moves the user-space origin.
    public func translateBy(x tx: CGFloat, y ty: CGFloat) {
        state.ctm = state.ctm.translatedBy(x: tx, y: ty)
        record(.translateBy(x: tx, y: ty))
    }

    /// Scales user space.
    public func scaleBy(x sx: CGFloat, y sy: CGFloat) {
        state.ctm = state.ctm.scaledBy(x: sx, y: sy)
        record(.scaleBy(x: sx, y: sy))
    }

    /// Rotates user space by `angle` radians.
    public func rotate(by angle: CGFloat) {
        state.ctm = state.ctm.rotated(by: angle)
        record(.rotate(by: angle))
    }

    /// Applies `transform` to user space (before the current CTM).
    public func concatenate(_ transform: CGAffineTransform) {
        state.ctm = transform.concatenating(state.ctm)
        record(.concatenate(transform))
    }

    // MARK: Building the current path

    /// Discards the current path.
    public func beginPath() { currentPath.elements.removeAll() }

    /// Closes the current subpath.
    public func closePath() { currentPath.closeSubpath() }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint) { currentPath.move(to: point, transform: state.ctm) }

    /// Adds a line to `point`.
    public func addLine(to point: CGPoint) { currentPath.addLine(to: point, transform: state.ctm) }

    /// Adds lines through `points`, starting with a move to the first.
    public func addLines(between points: [CGPoint]) { currentPath.addLines(between: points, transform: state.ctm) }

    /// Adds a rectangle subpath.
    public func addRect(_ rect: CGRect) { currentPath.addRect(rect, transform: state.ctm) }

    /// Adds one rectangle subpath per rectangle.
    public func addRects(_ rects: [CGRect]) { currentPath.addRects(rects, transform: state.ctm) }

    /// Adds an ellipse inscribed in `rect`.
    public func addEllipse(in rect: CGRect) { currentPath.addEllipse(in: rect, transform: state.ctm) }

    /// Adds `path`'s elements.
    public func addPath(_ path: CGPath) { currentPath.addPath(path, transform: state.ctm) }

    /// Adds a circular arc (`clockwise` in CoreGraphics' y-up sense, as `CGMutablePath`).
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        currentPath.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
                           clockwise: clockwise, transform: state.ctm)
    }

    /// Adds an arc tangent to the lines current point → `tangent1End` → `tangent2End`.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        currentPath.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius, transform: state.ctm)
    }

    /// Adds a cubic Bézier curve.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        currentPath.addCurve(to: end, control1: control1, control2: control2, transform: state.ctm)
    }

    /// Adds a quadratic Bézier curve.
    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        currentPath.addQuadCurve(to: end, control: control, transform: state.ctm)
    }

    /// The current path (device space), nil when empty.
    public var path: CGPath? { currentPath.isEmpty ? nil : currentPath.copy() }

    /// Whether the current path is empty.
    public var isPathEmpty: Bool { currentPath.isEmpty }

    /// The current point of the path, in user space.
    public var currentPointOfPath: CGPoint { currentPath.currentPoint.applying(state.ctm.inverted()) }

    /// The bounding box of the current path, in user space.
    public var boundingBoxOfPath: CGRect { currentPath.boundingBox.applying(state.ctm.inverted()) }

    /// Whether `point` (user space) is in the current path as `mode` would paint it.
    public func pathContains(_ point: CGPoint, mode: CGPathDrawingMode) -> Bool {
        let rule: CGPathFillRule = mode == .eoFill || mode == .eoFillStroke ? .evenOdd : .winding
        return currentPath.contains(point.applying(state.ctm), using: rule)
    }

    // MARK: Painting

    private func takePath() -> CGPath {
        let taken = CGPath(elements: currentPath.elements)
        currentPath.elements.removeAll()
        return taken
    }

    private func devicePath(_ build: (CGMutablePath) -> Void) -> CGPath {
        let path = CGMutablePath()
        build(path)
        return path
    }

    /// Fills the current path under `rule`, consuming it.
    public func fillPath(using rule: CGPathFillRule = .winding) {
        record(.fillPath(takePath(), rule: rule, color: state.fillColor))
    }

    /// Fills the current path with the even-odd rule.
    public func eoFillPath() { fillPath(using: .evenOdd) }

    /// Strokes the current path, consuming it.
    public func strokePath() {
        record(.strokePath(takePath(), color: state.strokeColor, lineWidth: state.lineWidth))
    }

    /// Fills and/or strokes the current path as `mode` says, consuming it.
    public func drawPath(using mode: CGPathDrawingMode) {
        let path = takePath()
        switch mode {
        case .fill: record(.fillPath(path, rule: .winding, color: state.fillColor))
        case .eoFill: record(.fillPath(path, rule: .evenOdd, color: state.fillColor))
        case .stroke: record(.strokePath(path, color: state.strokeColor, lineWidth: state.lineWidth))
        case .fillStroke, .eoFillStroke:
            record(.fillPath(path, rule: mode == .fillStroke ? .winding : .evenOdd, color: state.fillColor))
            record(.strokePath(path, color: state.strokeColor, lineWidth: state.lineWidth))
        }
    }

    /// Fills `rect` (the current path is untouched).
    public func fill(_ rect: CGRect) {
        record(.fillPath(devicePath { $0.addRect(rect, transform: state.ctm) }, rule: .winding, color: state.fillColor))
    }

    /// Fills each rectangle as one path.
    public func fill(_ rects: [CGRect]) {
        record(.fillPath(devicePath { $0.addRects(rects, transform: state.ctm) }, rule: .winding, color: state.fillColor))
    }

    /// Fills the ellipse inscribed in `rect`.
    public func fillEllipse(in rect: CGRect) {
        record(.fillPath(devicePath { $0.addEllipse(in: rect, transform: state.ctm) }, rule: .winding, color: state.fillColor))
    }

    /// Strokes the outline of `rect`.
    public func stroke(_ rect: CGRect) {
        record(.strokePath(devicePath { $0.addRect(rect, transform: state.ctm) }, color: state.strokeColor, lineWidth: state.lineWidth))
    }

    /// Strokes the outline of `rect` with line width `width` (the state's width is unchanged).
    public func stroke(_ rect: CGRect, width: CGFloat) {
        record(.strokePath(devicePath { $0.addRect(rect, transform: state.ctm) }, color: state.strokeColor, lineWidth: width))
    }

    /// Strokes the outline of the ellipse inscribed in `rect`.
    public func strokeEllipse(in rect: CGRect) {
        record(.strokePath(devicePath { $0.addEllipse(in: rect, transform: state.ctm) }, color: state.strokeColor, lineWidth: state.lineWidth))
    }

    /// Strokes separate segments between consecutive pairs of `points`.
    public func strokeLineSegments(between points: [CGPoint]) {
        let path = devicePath { path in
            for index in stride(from: 0, to: points.count - 1, by: 2) {
                path.move(to: points[index], transform: state.ctm)
                path.addLine(to: points[index + 1], transform: state.ctm)
            }
        }
        record(.strokePath(path, color: state.strokeColor, lineWidth: state.lineWidth))
    }

    /// Narrows the clip to the current path, consuming it.
    public func clip(using rule: CGPathFillRule = .winding) {
        let path = takePath()
        state.clipBoundingBox = state.clipBoundingBox.intersection(path.boundingBoxOfPath)
        record(.clip(path, rule: rule))
    }

    /// Narrows the clip to `rect`.
    public func clip(to rect: CGRect) {
        let path = devicePath { $0.addRect(rect, transform: state.ctm) }
        state.clipBoundingBox = state.clipBoundingBox.intersection(path.boundingBoxOfPath)
        record(.clip(path, rule: .winding))
    }

    /// Narrows the clip to the union of `rects`.
    public func clip(to rects: [CGRect]) {
        let path = devicePath { $0.addRects(rects, transform: state.ctm) }
        state.clipBoundingBox = state.clipBoundingBox.intersection(path.boundingBoxOfPath)
        record(.clip(path, rule: .winding))
    }

    /// Narrows the clip to `rect` masked by `mask`. The model has no pixels, so it cannot tell
    /// which parts of the mask are transparent: the clip narrows to `rect`, as if the mask were
    /// opaque everywhere, and is recorded as a rectangle clip.
    public func clip(to rect: CGRect, mask: CGImage) {
        clip(to: rect)
    }

    /// Makes `rect` transparent.
    public func clear(_ rect: CGRect) {
        record(.clear(rect.applying(state.ctm)))
    }

    /// Draws `image` scaled into `rect`.
    public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool = false) {
        record(.drawImage(image, in: rect.applying(state.ctm)))
    }

    /// Draws a linear gradient from `start` to `end`.
    public func drawLinearGradient(_ gradient: CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions) {
        record(.drawLinearGradient(gradient, start: start.applying(state.ctm), end: end.applying(state.ctm)))
    }

    /// Draws a radial gradient between two circles.
    public func drawRadialGradient(_ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint,
                                   endRadius: CGFloat, options: CGGradientDrawingOptions) {
        record(.drawRadialGradient(gradient, startCenter: startCenter.applying(state.ctm), startRadius: startRadius,
                                   endCenter: endCenter.applying(state.ctm), endRadius: endRadius))
    }

    /// An image of the context's size (no pixels exist).
    public func makeImage() -> CGImage? { CGImage(width: width, height: height) }

    /// Does nothing: every call is recorded as it happens.
    public func flush() {}
}
