import Foundation

extension Fleet {
    /// Thrown by `Switch.flip()`. `isOn` is unchanged and no event was sent when it is thrown.
    public typealias SwitchError = Refusal<SwitchErrorKind>

    /// Why the flip could not happen, in the order the checks run: the touch first.
    public enum SwitchErrorKind: RefusalKind {
        /// A touch would not reach the view (the same reasons in every family).
        case unreachable(Unreachable)
        /// `isEnabled` is false.
        case notEnabled

        /// `"Fleet.SwitchError"`.
        public static var errorName: String { "Fleet.SwitchError" }
    }
}
