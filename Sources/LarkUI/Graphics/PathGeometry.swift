import Foundation

/// The pure geometry behind paths: element lists for standard shapes, arcs as cubic curves,
/// bounding boxes and point containment. Shared by `CGPath`, `CGContext` and `BezierPath`.
enum PathGeometry {
    typealias Element = CGPath.Element

    /// The cubic-curve handle length for a quarter ellipse, as a fraction of its radius:
    /// 4/3 · tan(π/8), the standard approximation (error under 0.03%).
    static let quarterKappa: CGFloat = 4.0 / 3.0 * tan(.pi / 8)

    /// Move to the minimum corner, lines around (x first), close.
    static func rect(_ rect: CGRect) -> [Element] {
        let r = rect.standardized
        return [
            .moveToPoint(CGPoint(x: r.minX, y: r.minY)),
            .addLineToPoint(CGPoint(x: r.maxX, y: r.minY)),
            .addLineToPoint(CGPoint(x: r.maxX, y: r.maxY)),
            .addLineToPoint(CGPoint(x: r.minX, y: r.maxY)),
            .closeSubpath,
        ]
    }

    /// Four quarter curves from the rightmost point towards increasing y, closed.
    static func ellipse(in rect: CGRect) -> [Element] {
        let r = rect.standardized
        let rx = r.width / 2, ry = r.height / 2
        let kx = rx * quarterKappa, ky = ry * quarterKappa
        let (cx, cy) = (r.midX, r.midY)
        return [
            .moveToPoint(CGPoint(x: r.maxX, y: cy)),
            .addCurveToPoint(control1: CGPoint(x: r.maxX, y: cy + ky), control2: CGPoint(x: cx + kx, y: r.maxY), to: CGPoint(x: cx, y: r.maxY)),
            .addCurveToPoint(control1: CGPoint(x: cx - kx, y: r.maxY), control2: CGPoint(x: r.minX, y: cy + ky), to: CGPoint(x: r.minX, y: cy)),
            .addCurveToPoint(control1: CGPoint(x: r.minX, y: cy - ky), control2: CGPoint(x: cx - kx, y: r.minY), to: CGPoint(x: cx, y: r.minY)),
            .addCurveToPoint(control1: CGPoint(x: cx + kx, y: r.minY), control2: CGPoint(x: r.maxX, y: cy - ky), to: CGPoint(x: r.maxX, y: cy)),
            .closeSubpath,
        ]
    }

    /// The corners of a rounded rectangle, for `roundedRect(_:radii:)`.
    struct CornerRadii {
        var topLeft: CGSize
        var topRight: CGSize
        var bottomRight: CGSize
        var bottomLeft: CGSize
    }

    /// A rounded rectangle with every corner `cornerWidth` × `cornerHeight`; a plain rectangle
    /// when either radius is zero.
    static func roundedRect(_ rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat) -> [Element] {
        let corner = CGSize(width: cornerWidth, height: cornerHeight)
        return roundedRect(rect, radii: CornerRadii(topLeft: corner, topRight: corner, bottomRight: corner, bottomLeft: corner))
    }

    /// A rectangle whose corners are quarter ellipses of the given radii (each clamped to half
    /// the side), clockwise on a y-down screen from the top edge's left end, closed.
    static func roundedRect(_ rect: CGRect, radii: CornerRadii) -> [Element] {
        let r = rect.standardized
        func clamp(_ size: CGSize) -> CGSize {
            let width = max(0, min(size.width, r.width / 2)), height = max(0, min(size.height, r.height / 2))
            return width == 0 || height == 0 ? .zero : CGSize(width: width, height: height)
        }
        let tl = clamp(radii.topLeft), tr = clamp(radii.topRight), br = clamp(radii.bottomRight), bl = clamp(radii.bottomLeft)
        if [tl, tr, br, bl].allSatisfy({ $0 == .zero }) { return PathGeometry.rect(r) }
        var elements: [Element] = [.moveToPoint(CGPoint(x: r.minX + tl.width, y: r.minY))]
        // Each corner: a line to where it starts, then a quarter-ellipse curve to where it ends.
        func corner(from start: CGPoint, to end: CGPoint, cornerPoint: CGPoint) {
            elements.append(.addLineToPoint(start))
            guard start != end else { return }
            let c1 = CGPoint(x: start.x + (cornerPoint.x - start.x) * quarterKappa, y: start.y + (cornerPoint.y - start.y) * quarterKappa)
            let c2 = CGPoint(x: end.x + (cornerPoint.x - end.x) * quarterKappa, y: end.y + (cornerPoint.y - end.y) * quarterKappa)
            elements.append(.addCurveToPoint(control1: c1, control2: c2, to: end))
        }
        corner(from: CGPoint(x: r.maxX - tr.width, y: r.minY), to: CGPoint(x: r.maxX, y: r.minY + tr.height), cornerPoint: CGPoint(x: r.maxX, y: r.minY))
        corner(from: CGPoint(x: r.maxX, y: r.maxY - br.height), to: CGPoint(x: r.maxX - br.width, y: r.maxY), cornerPoint: CGPoint(x: r.maxX, y: r.maxY))
        corner(from: CGPoint(x: r.minX + bl.width, y: r.maxY), to: CGPoint(x: r.minX, y: r.maxY - bl.height), cornerPoint: CGPoint(x: r.minX, y: r.maxY))
        corner(from: CGPoint(x: r.minX, y: r.minY + tl.height), to: CGPoint(x: r.minX + tl.width, y: r.minY), cornerPoint: CGPoint(x: r.minX, y: r.minY))
        elements.append(.closeSubpath)
        return elements
    }

    /// The signed sweep of an arc from `start` to `end`: towards increasing angles unless
    /// `decreasing`. A sweep of a full turn or more is one full turn; equal angles give none.
    static func sweep(from start: CGFloat, to end: CGFloat, decreasing: Bool) -> CGFloat {
        let fullTurn = 2 * CGFloat.pi
        var delta = end - start
        if decreasing {
            if delta <= -fullTurn { return -fullTurn }
            if delta > 0 { delta = delta.truncatingRemainder(dividingBy: fullTurn) - fullTurn }
            if delta == -fullTurn { delta = 0 }
        } else {
            if delta >= fullTurn { return fullTurn }
            if delta < 0 { delta = delta.truncatingRemainder(dividingBy: fullTurn) + fullTurn }
            if delta == fullTurn { delta = 0 }
        }
        return delta
    }

    /// A move to the arc's start, then cubic curves of at most a quarter turn each.
    static func arc(center: CGPoint, radius: CGFloat, start: CGFloat, sweep: CGFloat) -> [Element] {
        func point(_ angle: CGFloat) -> CGPoint {
            CGPoint(x: center.x + radius * exactCosine(angle), y: center.y + radius * exactSine(angle))
        }
        var elements: [Element] = [.moveToPoint(point(start))]
        guard sweep != 0, radius != 0 else { return elements }
        // Quarter turns or less per curve; the small slack keeps an exact quarter turn one curve.
        let segments = max(1, Int((abs(sweep) / (.pi / 2) - 1e-9).rounded(.up)))
        let step = sweep / CGFloat(segments)
        let handle = radius * 4 / 3 * tan(step / 4)
        for index in 0..<segments {
            let a0 = start + step * CGFloat(index), a1 = a0 + step
            let p0 = point(a0), p3 = point(a1)
            let c1 = CGPoint(x: p0.x - handle * exactSine(a0), y: p0.y + handle * exactCosine(a0))
            let c2 = CGPoint(x: p3.x + handle * exactSine(a1), y: p3.y - handle * exactCosine(a1))
            elements.append(.addCurveToPoint(control1: c1, control2: c2, to: p3))
        }
        return elements
    }

    /// CoreGraphics' arc-to-point: a line from `p0` to the first tangent point, then the arc of
    /// `radius` tangent to p0→p1 and p1→p2. Collinear points, or a zero radius, give a line to p1.
    static func tangentArc(from p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, radius: CGFloat) -> [Element] {
        func normalized(_ x: CGFloat, _ y: CGFloat) -> CGPoint? {
            let length = (x * x + y * y).squareRoot()
            return length > 0 ? CGPoint(x: x / length, y: y / length) : nil
        }
        guard radius > 0,
              let v1 = normalized(p0.x - p1.x, p0.y - p1.y),
              let v2 = normalized(p2.x - p1.x, p2.y - p1.y) else { return [.moveToPoint(p1)] }
        let cosine = max(-1, min(1, v1.x * v2.x + v1.y * v2.y))
        let angle = acos(cosine)
        guard angle > 1e-12, angle < .pi - 1e-12, let bisector = normalized(v1.x + v2.x, v1.y + v2.y) else {
            return [.moveToPoint(p1)]
        }
        let tangentDistance = radius / tan(angle / 2)
        let centerDistance = radius / sin(angle / 2)
        let t1 = CGPoint(x: p1.x + v1.x * tangentDistance, y: p1.y + v1.y * tangentDistance)
        let center = CGPoint(x: p1.x + bisector.x * centerDistance, y: p1.y + bisector.y * centerDistance)
        let startAngle = atan2(t1.y - center.y, t1.x - center.x)
        // A left turn (positive cross product of the directions in and out) sweeps towards increasing angles.
        let cross = (-v1.x) * v2.y - (-v1.y) * v2.x
        let sweep = (CGFloat.pi - angle) * (cross > 0 ? 1 : -1)
        return arc(center: center, radius: radius, start: startAngle, sweep: sweep)
    }

    /// The end point of the last element, or the subpath's start after a close; zero if empty.
    static func currentPoint(of elements: [Element]) -> CGPoint {
        var current = CGPoint.zero, subpathStart = CGPoint.zero
        for element in elements {
            switch element {
            case .moveToPoint(let point):
                current = point
                subpathStart = point
            case .closeSubpath: current = subpathStart
            default: current = element.points.last ?? current
            }
        }
        return current
    }

    /// Bounds of the path itself: end points and the extremes of every curve.
    static func tightBounds(of elements: [Element]) -> CGRect {
        var points: [CGPoint] = []
        var current = CGPoint.zero, subpathStart = CGPoint.zero
        for element in elements {
            switch element {
            case .moveToPoint(let point):
                points.append(point)
                current = point
                subpathStart = point
            case .addLineToPoint(let point):
                points.append(point)
                current = point
            case .addQuadCurveToPoint(let control, let end):
                points.append(end)
                for t in quadExtremes(current, control, end) { points.append(quadPoint(current, control, end, t)) }
                current = end
            case .addCurveToPoint(let c1, let c2, let end):
                points.append(end)
                for t in cubicExtremes(current, c1, c2, end) { points.append(cubicPoint(current, c1, c2, end, t)) }
                current = end
            case .closeSubpath:
                current = subpathStart
            }
        }
        return boundingRect(of: points)
    }

    static func quadPoint(_ p0: CGPoint, _ c: CGPoint, _ p1: CGPoint, _ t: CGFloat) -> CGPoint {
        let u = 1 - t
        return CGPoint(x: u * u * p0.x + 2 * u * t * c.x + t * t * p1.x, y: u * u * p0.y + 2 * u * t * c.y + t * t * p1.y)
    }

    static func cubicPoint(_ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p1: CGPoint, _ t: CGFloat) -> CGPoint {
        let u = 1 - t
        let (a, b, c, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
        return CGPoint(x: a * p0.x + b * c1.x + c * c2.x + d * p1.x, y: a * p0.y + b * c1.y + c * c2.y + d * p1.y)
    }

    /// Parameters in (0, 1) where a quadratic curve's x or y derivative vanishes.
    private static func quadExtremes(_ p0: CGPoint, _ c: CGPoint, _ p1: CGPoint) -> [CGFloat] {
        [(p0.x, c.x, p1.x), (p0.y, c.y, p1.y)].compactMap { (a, b, e) in
            let denominator = a - 2 * b + e
            guard denominator != 0 else { return nil }
            let t = (a - b) / denominator
            return t > 0 && t < 1 ? t : nil
        }
    }

    /// Parameters in (0, 1) where a cubic curve's x or y derivative vanishes.
    private static func cubicExtremes(_ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p1: CGPoint) -> [CGFloat] {
        var roots: [CGFloat] = []
        for (a0, a1, a2, a3) in [(p0.x, c1.x, c2.x, p1.x), (p0.y, c1.y, c2.y, p1.y)] {
            // The derivative divided by 3: a·t² + b·t + c.
            let a = -a0 + 3 * a1 - 3 * a2 + a3
            let b = 2 * (a0 - 2 * a1 + a2)
            let c = a1 - a0
            if abs(a) < 1e-12 {
                if b != 0 { roots.append(-c / b) }
                continue
            }
            let discriminant = b * b - 4 * a * c
            guard discriminant >= 0 else { continue }
            let root = discriminant.squareRoot()
            roots.append((-b + root) / (2 * a))
            roots.append((-b - root) / (2 * a))
        }
        return roots.filter { $0 > 0 && $0 < 1 }
    }

    /// The path as closed polygons, curves split into 32 straight segments each.
    static func polygons(of elements: [Element]) -> [[CGPoint]] {
        flattened(elements, returningToStartOnClose: false)
    }

    /// Each subpath as a list of points, curves split into 32 straight segments; a lone move is
    /// dropped. A closed subpath gets its start point again at the end when a stroke needs it.
    private static func flattened(_ elements: [Element], returningToStartOnClose: Bool) -> [[CGPoint]] {
        var lists: [[CGPoint]] = []
        var current: [CGPoint] = []
        var point = CGPoint.zero
        func finish() {
            if current.count > 1 { lists.append(current) }
            current = []
        }
        for element in elements {
            switch element {
            case .moveToPoint(let p):
                finish()
                current = [p]
                point = p
            case .addLineToPoint(let p):
                if current.isEmpty { current = [point] }
                current.append(p)
                point = p
            case .addQuadCurveToPoint(let c, let p):
                if current.isEmpty { current = [point] }
                let start = point
                for step in 1...32 { current.append(quadPoint(start, c, p, CGFloat(step) / 32)) }
                point = p
            case .addCurveToPoint(let c1, let c2, let p):
                if current.isEmpty { current = [point] }
                let start = point
                for step in 1...32 { current.append(cubicPoint(start, c1, c2, p, CGFloat(step) / 32)) }
                point = p
            case .closeSubpath:
                if let first = current.first {
                    if returningToStartOnClose { current.append(first) }
                    point = first
                }
                finish()
            }
        }
        finish()
        return lists
    }

    /// Whether `point` is inside the filled path: a winding number (crossings of a rightward
    /// ray, signed by direction) tested against `rule`.
    static func contains(_ point: CGPoint, in elements: [Element], rule: CGPathFillRule) -> Bool {
        var winding = 0
        for polygon in polygons(of: elements) {
            for index in polygon.indices {
                let a = polygon[index], b = polygon[(index + 1) % polygon.count]
                if a.y <= point.y {
                    if b.y > point.y, side(a, b, point) > 0 { winding += 1 }
                } else if b.y <= point.y, side(a, b, point) < 0 {
                    winding -= 1
                }
            }
        }
        return rule == .evenOdd ? winding % 2 != 0 : winding != 0
    }

    /// Positive when `p` is left of the line a→b (y up), negative when right, zero when on it.
    private static func side(_ a: CGPoint, _ b: CGPoint, _ p: CGPoint) -> CGFloat {
        (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
    }

    /// The same shape traversed backwards: subpaths in reverse order, each from its last point
    /// back to its first with curve controls swapped; a closed subpath stays closed.
    static func reversed(_ elements: [Element]) -> [Element] {
        struct Segment { var element: Element; var start: CGPoint }
        struct Subpath { var start: CGPoint; var segments: [Segment] = []; var closed = false }
        var subpaths: [Subpath] = []
        var current = CGPoint.zero
        for element in elements {
            switch element {
            case .moveToPoint(let point):
                subpaths.append(Subpath(start: point))
                current = point
            case .closeSubpath:
                if subpaths.isEmpty || subpaths[subpaths.count - 1].closed { subpaths.append(Subpath(start: current)) }
                subpaths[subpaths.count - 1].closed = true
                current = subpaths[subpaths.count - 1].start
            default:
                if subpaths.isEmpty || subpaths[subpaths.count - 1].closed { subpaths.append(Subpath(start: current)) }
                subpaths[subpaths.count - 1].segments.append(Segment(element: element, start: current))
                current = element.points.last ?? current
            }
        }
        var result: [Element] = []
        for subpath in subpaths.reversed() {
            let end = subpath.segments.last?.element.points.last ?? subpath.start
            result.append(.moveToPoint(end))
            for segment in subpath.segments.reversed() {
                switch segment.element {
                case .addLineToPoint: result.append(.addLineToPoint(segment.start))
                case .addQuadCurveToPoint(let control, _): result.append(.addQuadCurveToPoint(control: control, to: segment.start))
                case .addCurveToPoint(let c1, let c2, _): result.append(.addCurveToPoint(control1: c2, control2: c1, to: segment.start))
                default: break
                }
            }
            if subpath.closed { result.append(.closeSubpath) }
        }
        return result
    }

    /// The area a stroke of `width` covers, as closed subpaths to fill with the winding rule:
    /// a rectangle along every (flattened) segment and a 16-sided disc at every vertex, all
    /// wound the same way so overlaps add up. Joins and caps therefore come out round.
    static func strokeOutline(of elements: [Element], width: CGFloat) -> [Element] {
        let half = abs(width) / 2
        guard half > 0 else { return [] }
        var outline: [Element] = []
        func addPolygon(_ points: [CGPoint]) {
            // Shoelace sum: make every polygon wind the same way.
            var area: CGFloat = 0
            for index in points.indices {
                let a = points[index], b = points[(index + 1) % points.count]
                area += a.x * b.y - b.x * a.y
            }
            let ordered = area < 0 ? points.reversed() : points
            guard let first = ordered.first else { return }
            outline.append(.moveToPoint(first))
            for point in ordered.dropFirst() { outline.append(.addLineToPoint(point)) }
            outline.append(.closeSubpath)
        }
        for polygon in strokedPolylines(of: elements) {
            for point in polygon {
                addPolygon((0..<16).map { step in
                    let angle = CGFloat(step) * .pi / 8
                    return CGPoint(x: point.x + half * cos(angle), y: point.y + half * sin(angle))
                })
            }
            for (a, b) in zip(polygon, polygon.dropFirst()) {
                let length = ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
                guard length > 0 else { continue }
                let normal = CGPoint(x: -(b.y - a.y) / length * half, y: (b.x - a.x) / length * half)
                addPolygon([
                    CGPoint(x: a.x + normal.x, y: a.y + normal.y), CGPoint(x: b.x + normal.x, y: b.y + normal.y),
                    CGPoint(x: b.x - normal.x, y: b.y - normal.y), CGPoint(x: a.x - normal.x, y: a.y - normal.y),
                ])
            }
        }
        return outline
    }

    /// Each subpath as the polyline a stroke follows: curves flattened, a closed subpath ending
    /// back at its start; a lone move draws nothing and is dropped.
    private static func strokedPolylines(of elements: [Element]) -> [[CGPoint]] {
        flattened(elements, returningToStartOnClose: true)
    }
}
