import Foundation

/// A pacing curve, Core Animation's `CAMediaTimingFunction`: a cubic Bézier from (0, 0) to (1, 1)
/// through two control points. Immutable.
public final class CAMediaTimingFunction: Equatable, Sendable, CustomStringConvertible {
    /// The predefined name, if created by name.
    public let name: CAMediaTimingFunctionName?
    private let controlPoints: [Float]

    /// The predefined curve `name` (an unknown name gives the default curve's points).
    public init(name: CAMediaTimingFunctionName) {
        self.name = name
        switch name {
        case .linear: controlPoints = [0, 0, 1, 1]
        case .easeIn: controlPoints = [0.42, 0, 1, 1]
        case .easeOut: controlPoints = [0, 0, 0.58, 1]
        case .easeInEaseOut: controlPoints = [0.42, 0, 0.58, 1]
        default: controlPoints = [0.25, 0.1, 0.25, 1]
        }
    }

    /// A curve through the control points (c1x, c1y) and (c2x, c2y).
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        name = nil
        controlPoints = [c1x, c1y, c2x, c2y]
    }

    /// Writes control point `idx` (0: start, 1 and 2: controls, 3: end) into `ptr[0]`, `ptr[1]`.
    public func getControlPoint(at idx: Int, values ptr: UnsafeMutablePointer<Float>) {
        let point: (Float, Float) = switch idx {
        case 1: (controlPoints[0], controlPoints[1])
        case 2: (controlPoints[2], controlPoints[3])
        case 3: (1, 1)
        default: (0, 0)
        }
        ptr[0] = point.0
        ptr[1] = point.1
    }

    /// The control points, (c1x, c1y, c2x, c2y).
    public var controlPointValues: (c1x: Float, c1y: Float, c2x: Float, c2y: Float) {
        (controlPoints[0], controlPoints[1], controlPoints[2], controlPoints[3])
    }

    /// Equal when the control points are.
    public static func == (lhs: CAMediaTimingFunction, rhs: CAMediaTimingFunction) -> Bool {
        lhs.controlPoints == rhs.controlPoints
    }

    /// The name, or the control points.
    public var description: String {
        name.map { "CAMediaTimingFunction(\($0.rawValue))" } ?? "CAMediaTimingFunction(\(controlPoints.map { "\($0)" }.joined(separator: ", ")))"
    }
}
