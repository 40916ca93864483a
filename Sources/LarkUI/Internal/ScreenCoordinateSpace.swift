import Foundation

/// The screen's coordinates, for `Screen.coordinateSpace` and `Screen.fixedCoordinateSpace`:
/// the model's screen never rotates, so the two are one space.
@MainActor
final class ScreenCoordinateSpace: CoordinateSpace {
    static let shared = ScreenCoordinateSpace()

    var bounds: CGRect { Window.defaultScreenBounds }

    func convert(_ point: CGPoint, to coordinateSpace: any CoordinateSpace) -> CGPoint {
        coordinateSpace === self ? point : coordinateSpace.convert(point, from: self)
    }

    func convert(_ point: CGPoint, from coordinateSpace: any CoordinateSpace) -> CGPoint {
        coordinateSpace === self ? point : coordinateSpace.convert(point, to: self)
    }
}
