import Foundation
import LarkUI

extension ScrollView {
    /// Drags the content as a user would, so that it comes to rest at `offset`: the delegate's
    /// `scrollViewWillBeginDragging`, the offset changes (`scrollViewDidScroll`),
    /// `scrollViewWillEndDragging` (velocity zero: the finger stops before it lifts; the delegate
    /// may move the target), then `scrollViewDidEndDragging(willDecelerate: false)`; or, when the
    /// delegate moved the target, `willDecelerate: true`, `scrollViewWillBeginDecelerating`, the
    /// offset moves to the target (kept within range; `scrollViewDidScroll` again) and
    /// `scrollViewDidEndDecelerating`. UIKit's order: docs/helpers.md.
    ///
    /// Refused when a touch would not reach the scroll view (`View.touchProblem`), then when
    /// `isScrollEnabled` is false, then when `offset` is outside `scrollableOffsets`.
    ///
    /// - Throws: `Fleet.ScrollViewError`; the offset is unchanged and no delegate method ran.
    public func drag(to offset: CGPoint, fileID: String = #fileID, line: Int = #line, column: Int = #column) throws(Fleet.ScrollViewError) {
        try Fleet.calling(fileID, line, column) { () throws(Fleet.ScrollViewError) in
            try fleetCheckDrag(to: offset, attempted: "Cannot drag \(description) to \(fleetPoint(offset))")
            fleetDrag(to: offset)
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

    /// The checks of a drag, in order: the touch, scrolling enabled, the offset in range.
    private func fleetCheckDrag(to offset: CGPoint, attempted: String) throws(Fleet.ScrollViewError) {
        if let problem = touchProblem {
            throw Fleet.ScrollViewError(unreachable: problem, attempted: attempted, noun: "Scroll view")
        }
        guard isScrollEnabled else {
            throw Fleet.ScrollViewError(kind: .notScrollable, attempted: attempted, reason: "Scrolling is off (isScrollEnabled is false)", remedy: "Set isScrollEnabled = true first")
        }
        guard clampedOffset(offset) == offset else {
            let (minimum, maximum) = scrollableOffsets
            throw Fleet.ScrollViewError(
                kind: .offsetOutOfRange, attempted: attempted,
                reason: "The offset is out of range: the content (\(fleetSize(contentSize)) with its insets) allows offsets from \(fleetPoint(minimum)) to \(fleetPoint(maximum))",
                remedy: "Drag to an offset in that range, or make contentSize larger")
        }
    }

    /// The drag itself, once every check passed.
    private func fleetDrag(to offset: CGPoint) {
        delegate?.scrollViewWillBeginDragging(self)
        contentOffset = offset
        var target = offset
        // The pointer lives only for this call, as the one UIKit passes.
        withUnsafeMutablePointer(to: &target) { pointer in
            delegate?.scrollViewWillEndDragging(self, withVelocity: .zero, targetContentOffset: pointer)
        }
        let rest = clampedOffset(target)
        guard rest != offset else {
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
