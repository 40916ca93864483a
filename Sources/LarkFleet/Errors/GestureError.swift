import Foundation

extension Fleet {
    /// Thrown by the gesture helpers (`performTap(taps:)`, `performLongPress()`,
    /// `performSwipe(_:)`, `performPan(by:)`). No recogniser changed state and no target was
    /// called when it is thrown.
    public typealias GestureError = Refusal<GestureErrorKind>

    /// Why the gesture was not recognised, in the order the checks run: the touch first.
    public enum GestureErrorKind: RefusalKind {
        /// `isUserInteractionEnabled` is false on the view or one of its ancestors.
        case userInteractionDisabled
        /// The view, an ancestor or its window is hidden, or below 0.01 alpha.
        case notVisible
        /// An ancestor has no size, or the view lies outside an ancestor's bounds.
        case outsideBounds
        /// An alert, an action sheet or a full-screen presentation covers the controller it is
        /// in, so no touch can reach it (docs/reachability.md#presentations).
        case coveredByPresentation
        /// A long press was asked to start outside the view's bounds, where the finger would
        /// not touch the view.
        case locationOutsideView
        /// The view has no recogniser for that gesture (the message lists those it has).
        case noRecognizer
        /// Its recognisers for that gesture are all disabled (`isEnabled` false).
        case notEnabled
        /// Every recogniser for it was stopped: its delegate's `gestureRecognizerShouldBegin`
        /// returned false, or a recogniser it requires to fail recognised the gesture.
        case notRecognized

        /// `"Fleet.GestureError"`.
        public static var errorName: String { "Fleet.GestureError" }
    }
}
