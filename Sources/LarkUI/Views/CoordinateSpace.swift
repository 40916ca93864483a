import Foundation

/// A coordinate system points and rectangles convert between (`UICoordinateSpace`): every view,
/// and the screen's `coordinateSpace` and `fixedCoordinateSpace`. In the model a window's
/// coordinates are the screen's offset by the window's frame, and a view in no window takes its
/// tree's root as the screen.
@preconcurrency @MainActor
public protocol CoordinateSpace: AnyObject {
    /// The space's bounds.
    var bounds: CGRect { get }
    /// Converts `point` from this space to `coordinateSpace`.
    func convert(_ point: CGPoint, to coordinateSpace: any CoordinateSpace) -> CGPoint
    /// Converts `point` from `coordinateSpace` to this space.
    func convert(_ point: CGPoint, from coordinateSpace: any CoordinateSpace) -> CGPoint
    /// Converts `rect` from this space to `coordinateSpace`.
    func convert(_ rect: CGRect, to coordinateSpace: any CoordinateSpace) -> CGRect
    /// Converts `rect` from `coordinateSpace` to this space.
    func convert(_ rect: CGRect, from coordinateSpace: any CoordinateSpace) -> CGRect
}

extension CoordinateSpace {
    /// Converts `rect` by its origin; conversions do not rotate or scale in the model.
    public func convert(_ rect: CGRect, to coordinateSpace: any CoordinateSpace) -> CGRect {
        CGRect(origin: convert(rect.origin, to: coordinateSpace), size: rect.size)
    }

    /// Converts `rect` by its origin; conversions do not rotate or scale in the model.
    public func convert(_ rect: CGRect, from coordinateSpace: any CoordinateSpace) -> CGRect {
        CGRect(origin: convert(rect.origin, from: coordinateSpace), size: rect.size)
    }
}

// A view given as a space converts exactly as `convert(_:to: View?)`: Swift prefers this
// overload for a non-optional view argument, on iOS as here.
extension View: CoordinateSpace {
    /// Converts `point` from this view's coordinates to `coordinateSpace`'s.
    public func convert(_ point: CGPoint, to coordinateSpace: any CoordinateSpace) -> CGPoint {
        if let view = coordinateSpace as? View { return convert(point, to: Optional(view)) }
        return coordinateSpace.convert(screenPoint(point), from: ScreenCoordinateSpace.shared)
    }

    /// Converts `point` from `coordinateSpace`'s coordinates to this view's.
    public func convert(_ point: CGPoint, from coordinateSpace: any CoordinateSpace) -> CGPoint {
        if let view = coordinateSpace as? View { return convert(point, from: Optional(view)) }
        let onScreen = coordinateSpace.convert(point, to: ScreenCoordinateSpace.shared)
        let origin = window?.frame.origin ?? .zero
        return convert(CGPoint(x: onScreen.x - origin.x, y: onScreen.y - origin.y), from: nil as View?)
    }

    /// Converts `rect` from this view's coordinates to `coordinateSpace`'s.
    public func convert(_ rect: CGRect, to coordinateSpace: any CoordinateSpace) -> CGRect {
        CGRect(origin: convert(rect.origin, to: coordinateSpace), size: rect.size)
    }

    /// Converts `rect` from `coordinateSpace`'s coordinates to this view's.
    public func convert(_ rect: CGRect, from coordinateSpace: any CoordinateSpace) -> CGRect {
        CGRect(origin: convert(rect.origin, from: coordinateSpace), size: rect.size)
    }

    /// `point` (in this view) in screen coordinates.
    private func screenPoint(_ point: CGPoint) -> CGPoint {
        let inWindow = convert(point, to: nil as View?)
        let origin = window?.frame.origin ?? .zero
        return CGPoint(x: inWindow.x + origin.x, y: inWindow.y + origin.y)
    }
}
