import Foundation

extension Fleet {
    /// Thrown by the gesture helpers (`performTap(taps:)`, `performLongPress()`,
    /// `performSwipe(_:)`, `performPan(by:)`). No recogniser changed state and no target was
    /// called when it is thrown.
    public typealias GestureError = Refusal<GestureErrorKind>

    /// Why the gesture was not recognised, in the order the checks run: the touch first.
    public enum GestureErrorKind: RefusalKind {
        /// A touch would not reach the view (the same reasons in every family).
        case unreachable(Unreachable)
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
