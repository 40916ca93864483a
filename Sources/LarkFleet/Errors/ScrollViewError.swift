import Foundation

extension Fleet {
    /// Thrown by `ScrollView.drag(to:)`, `ScrollView.scrollToVisible(_:)` and `pullToRefresh()`.
    /// The offset is unchanged, and no delegate method or event was called, when it is thrown.
    public typealias ScrollViewError = Refusal<ScrollViewErrorKind>

    /// Why the scroll could not happen, in the order the checks run: the touch first.
    public enum ScrollViewErrorKind: RefusalKind {
        /// `isUserInteractionEnabled` is false on the scroll view or one of its ancestors.
        case userInteractionDisabled
        /// The scroll view, an ancestor or its window is hidden, or below 0.01 alpha.
        case notVisible
        /// An ancestor has no width or height, or the scroll view lies outside an ancestor's
        /// bounds, so no touch can reach it.
        case outsideBounds
        /// An alert, an action sheet or a full-screen presentation covers the controller it is
        /// in, so no touch can reach it (docs/reachability.md#presentations).
        case coveredByPresentation
        /// `isScrollEnabled` is false.
        case notScrollable
        /// The offset or the velocity is not a finite number (a finger cannot get there). An
        /// offset past the content's edge is a drag a user can make: it bounces back.
        case offsetOutOfRange
        /// `scrollToVisible(_:)`: the view is not inside this scroll view.
        case notInside
        /// `pullToRefresh()`: there is no refresh control.
        case noRefreshControl
        /// `pullToRefresh()`: the refresh control is not enabled.
        case notEnabled

        /// `"Fleet.ScrollViewError"`.
        public static var errorName: String { "Fleet.ScrollViewError" }
    }
}
