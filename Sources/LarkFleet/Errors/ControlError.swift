import Foundation

extension Fleet {
    /// Thrown by `Button.tap()` and `Switch.flip()`. No event was sent when it is thrown.
    public typealias ControlError = Refusal<ControlErrorKind>
    /// `Button.tap()`'s error: a `ControlError`.
    public typealias ButtonError = ControlError
    /// `Switch.flip()`'s error: a `ControlError`.
    public typealias SwitchError = ControlError

    /// Why the touch on a button or switch could not happen, in the order the checks run: the
    /// touch first, then the control's own state.
    public enum ControlErrorKind: RefusalKind {
        /// A touch would not reach the control.
        case unreachable(Unreachable)
        /// `isEnabled` is false.
        case notEnabled

        /// `"Fleet.ControlError"`.
        public static var errorName: String { "Fleet.ControlError" }
    }
}
