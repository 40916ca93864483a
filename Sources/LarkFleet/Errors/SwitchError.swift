import Foundation

extension Fleet {
    /// Thrown by `Switch.flip()`. `isOn` is unchanged and no event was sent when it is thrown.
    public typealias SwitchError = Refusal<SwitchErrorKind>

    /// Why the flip could not happen, in the order the checks run: the touch first.
    public enum SwitchErrorKind: RefusalKind {
        /// `isUserInteractionEnabled` is false on the switch or one of its ancestors.
        case userInteractionDisabled
        /// `isEnabled` is false.
        case notEnabled
        /// The switch, an ancestor or its window is hidden, or one of them has an alpha below 0.01.
        case notVisible
        /// An ancestor has no width or height, or the switch lies outside an ancestor's bounds,
        /// so no touch can reach it.
        case outsideBounds
        /// An alert, an action sheet or a full-screen presentation covers the controller it is
        /// in, so no touch can reach it (docs/reachability.md#presentations).
        case coveredByPresentation

        /// `"Fleet.SwitchError"`.
        public static var errorName: String { "Fleet.SwitchError" }
    }
}
