import Foundation

extension Fleet {
    /// Thrown by `Button.tap()`. No event was sent when it is thrown.
    public typealias ButtonError = Refusal<ButtonErrorKind>

    /// Why the tap could not happen, in the order the checks run: the touch first.
    public enum ButtonErrorKind: RefusalKind {
        /// A touch would not reach the view (the same reasons in every family).
        case unreachable(Unreachable)
        /// `isEnabled` is false.
        case notEnabled

        /// `"Fleet.ButtonError"`.
        public static var errorName: String { "Fleet.ButtonError" }
    }
}
