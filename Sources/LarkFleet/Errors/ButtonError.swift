import Foundation

extension Fleet {
    /// Thrown by `Button.tap()`. No event was sent when it is thrown.
    public typealias ButtonError = Refusal<ButtonErrorKind>

    /// Why the tap could not happen, in the order the checks run.
    public enum ButtonErrorKind: RefusalKind {
        /// `isUserInteractionEnabled` is false on the button or one of its ancestors.
        case userInteractionDisabled
        /// `isEnabled` is false.
        case notEnabled
        /// The button, an ancestor or its window is hidden, or one of them has an alpha below 0.01.
        case notVisible

        /// `"Fleet.ButtonError"`.
        public static var errorName: String { "Fleet.ButtonError" }
    }
}
