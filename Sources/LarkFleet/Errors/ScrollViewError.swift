import Foundation

extension Fleet {
    /// Thrown by `ScrollView.drag(to:)`, `ScrollView.scrollToVisible(_:)` and `pullToRefresh()`.
    /// The offset is unchanged, and no delegate method or event was called, when it is thrown.
    public typealias ScrollViewError = Refusal<ScrollViewErrorKind>

    /// Why the scroll could not happen, in the order the checks run: the touch first.
    public enum ScrollViewErrorKind: RefusalKind {
        /// A touch would not reach the view (the same reasons in every family).
        case unreachable(Unreachable)
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
