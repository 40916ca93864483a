import Foundation

extension Fleet {
    /// Thrown by `Button.tap()`. No event was sent when it is thrown.
    public typealias ButtonError = Refusal<ButtonErrorKind>

    /// Why the tap could not happen, in the order the checks run: the touch first.
    public enum ButtonErrorKind: RefusalKind {
        /// `isUserInteractionEnabled` is false on the button or one of its ancestors.
        case userInteractionDisabled
        /// `isEnabled` is false.
        case notEnabled
        /// The button, an ancestor or its window is hidden, or one of them has an alpha below 0.01.
        case notVisible
        /// An ancestor has no width or height, or the button lies outside an ancestor's bounds,
        /// so no touch can reach it.
        case outsideBounds
        /// An alert, an action sheet or a full-screen presentation covers the controller it is
        /// in, so no touch can reach it (docs/reachability.md#presentations).
        case coveredByPresentation

        /// `"Fleet.ButtonError"`.
        public static var errorName: String { "Fleet.ButtonError" }
    }
}
