import Foundation
import LarkUI

extension ScrollView {
    /// Drags the content as a user would: the finger moves the content to `offset`, then lifts
    /// with `velocity` (points per millisecond; zero: the finger stops before it lifts). In
    /// order: `scrollViewWillBeginDragging`; the offset changes (`scrollViewDidScroll`), past the
    /// content's edge if asked and `bounces` is true, else stopping at the edge;
    /// `scrollViewWillEndDragging` with the velocity and the target where the content would come
    /// to rest (the flick's projection, `projectedOffset(from:velocity:)`, kept within the
    /// edges: past an edge it bounces back), which the delegate may move; then
    /// `scrollViewDidEndDragging(willDecelerate: false)` when the content is already there, or
    /// `willDecelerate: true`, `scrollViewWillBeginDecelerating`, the offset moves to the target
    /// (kept within range; `scrollViewDidScroll`) and `scrollViewDidEndDecelerating`. UIKit's
    /// order: docs/scrolling.md.
    ///
    /// Refused when a touch would not reach the scroll view (`View.touchProblem`), then when
    /// `isScrollEnabled` is false, then for an offset or velocity that is not finite.
    ///
    /// - Throws: `Fleet.ScrollViewError`; the offset is unchanged and no delegate method ran.
    public func drag(to offset: CGPoint, velocity: CGPoint = .zero, fileID: String = #fileID, line: Int = #line, column: Int = #column) throws(Fleet.ScrollViewError) {
        try Fleet.calling(fileID, line, column) { () throws(Fleet.ScrollViewError) in
            try fleetCheckDrag(to: offset, velocity: velocity, attempted: "Cannot drag \(description) to \(fleetPoint(offset))")
            fleetDrag(to: offset, velocity: velocity)
        }
    }

    /// Scrolls as a user would until `view`, which is inside this scroll view, is in sight: a
    /// `drag(to:)` to the smallest change of offset that shows it (`offsetShowing(_:)`). Nothing
    /// happens when it is already in sight. A view larger than the bounds shows its top-left.
    ///
    /// - Throws: `Fleet.ScrollViewError`: `.notInside` when `view` is not inside this scroll view,
    ///   and the refusals of `drag(to:)`.
    public func scrollToVisible(_ view: View, fileID: String = #fileID, line: Int = #line, column: Int = #column) throws(Fleet.ScrollViewError) {
        try Fleet.calling(fileID, line, column) { () throws(Fleet.ScrollViewError) in
            let attempt = "Cannot scroll \(description) to show \(view.description)"
            guard view !== self, view.isDescendant(of: self) else {
                throw Fleet.ScrollViewError(
                    kind: .notInside, attempted: attempt, reason: "\(view.description) is not inside it",
                    remedy: "Scroll the scroll view that holds the view (its path: \(view.path()))")
            }
            let target = offsetShowing(fleetFrameInContent(of: view))
            guard target != contentOffset else { return }
            try fleetCheckDrag(to: target, attempted: attempt)
            fleetDrag(to: target)
        }
    }

    /// A drag that shows `rect` (content coordinates), refused with `.notInside` when it is nil.
    func fleetScroll(toShow rect: CGRect?, named name: String) throws(Fleet.ScrollViewError) {
        let attempt = "Cannot scroll \(description) to show \(name)"
        guard let rect else {
            throw Fleet.ScrollViewError(kind: .notInside, attempted: attempt, reason: "There is no \(name)", remedy: "Scroll to one its data source reports")
        }
        let target = offsetShowing(rect)
        guard target != contentOffset else { return }
        try fleetCheckDrag(to: target, attempted: attempt)
        fleetDrag(to: target)
    }

    /// The checks of a drag, in order: the touch, scrolling enabled, finite numbers.
    private func fleetCheckDrag(to offset: CGPoint, velocity: CGPoint = .zero, attempted: String) throws(Fleet.ScrollViewError) {
        if let problem = touchProblem {
            throw Fleet.ScrollViewError(unreachable: problem, attempted: attempted, noun: "Scroll view")
        }
        guard isScrollEnabled else {
            throw Fleet.ScrollViewError(kind: .notScrollable, attempted: attempted, reason: "Scrolling is off (isScrollEnabled is false)", remedy: "Set isScrollEnabled = true first")
        }
        guard offset.x.isFinite, offset.y.isFinite, velocity.x.isFinite, velocity.y.isFinite else {
            let (minimum, maximum) = scrollableOffsets
            throw Fleet.ScrollViewError(
                kind: .offsetOutOfRange, attempted: attempted,
                reason: "The offset and the velocity must be finite numbers: the content (\(fleetSize(contentSize)) with its insets) comes to rest between \(fleetPoint(minimum)) and \(fleetPoint(maximum))",
                remedy: "Drag to a finite offset (past the edge is allowed: it bounces back)")
        }
    }

    /// The drag itself, once every check passed.
    private func fleetDrag(to offset: CGPoint, velocity: CGPoint = .zero) {
        delegate?.scrollViewWillBeginDragging(self)
        // Past the edge only when the scroll view bounces (the model moves the content by the
        // whole distance; UIKit resists a little), else the content stops at the edge.
        let dragged = bounces ? offset : clampedOffset(offset)
        contentOffset = dragged
        var target = clampedOffset(velocity == .zero ? dragged : projectedOffset(from: dragged, velocity: velocity))
        // The pointer lives only for this call, as the one UIKit passes.
        withUnsafeMutablePointer(to: &target) { pointer in
            delegate?.scrollViewWillEndDragging(self, withVelocity: velocity, targetContentOffset: pointer)
        }
        let rest = clampedOffset(target)
        guard rest != dragged else {
            delegate?.scrollViewDidEndDragging(self, willDecelerate: false)
            return
        }
        delegate?.scrollViewDidEndDragging(self, willDecelerate: true)
        delegate?.scrollViewWillBeginDecelerating(self)
        contentOffset = rest
        delegate?.scrollViewDidEndDecelerating(self)
    }

    /// `view`'s frame in this scroll view's content coordinates.
    private func fleetFrameInContent(of view: View) -> CGRect {
        let seen = view.origin(in: self)
        return CGRect(origin: CGPoint(x: seen.x + bounds.minX, y: seen.y + bounds.minY), size: view.frame.size)
    }
}

/// `(0, 120)`.
private func fleetPoint(_ point: CGPoint) -> String {
    "(\(exactNumber(point.x)), \(exactNumber(point.y)))"
}

/// `320x1000`.
private func fleetSize(_ size: CGSize) -> String {
    "\(exactNumber(size.width))x\(exactNumber(size.height))"
}
