import Foundation

// Coordinate conversion and hit-testing, as UIKit defines them. Conversions follow frames and
// bounds origins (scrolling) up to the common window; transforms other than the frame's own
// bounding box are not inverted (docs/uikit-module.md).
extension View {
    /// Converts `point` from this view's coordinates to `view`'s (the window's for nil).
    public func convert(_ point: CGPoint, to view: View?) -> CGPoint {
        let inWindow = pointInRoot(point)
        guard let view else { return inWindow }
        return view.pointFromRoot(inWindow)
    }

    /// Converts `point` from `view`'s coordinates (the window's for nil) to this view's.
    public func convert(_ point: CGPoint, from view: View?) -> CGPoint {
        pointFromRoot(view?.pointInRoot(point) ?? point)
    }

    /// Converts `rect` from this view's coordinates to `view`'s (the window's for nil).
    public func convert(_ rect: CGRect, to view: View?) -> CGRect {
        CGRect(origin: convert(rect.origin, to: view), size: rect.size)
    }

    /// Converts `rect` from `view`'s coordinates (the window's for nil) to this view's.
    public func convert(_ rect: CGRect, from view: View?) -> CGRect {
        CGRect(origin: convert(rect.origin, from: view), size: rect.size)
    }

    /// The point in the coordinates of the root of this view's tree (its window, if any).
    private func pointInRoot(_ point: CGPoint) -> CGPoint {
        var result = point
        var view: View? = self
        while let current = view, let parent = current.superview {
            result.x += current.frame.minX - current.bounds.minX
            result.y += current.frame.minY - current.bounds.minY
            view = parent
        }
        return result
    }

    private func pointFromRoot(_ point: CGPoint) -> CGPoint {
        let origin = pointInRoot(.zero)
        return CGPoint(x: point.x - origin.x, y: point.y - origin.y)
    }
}
