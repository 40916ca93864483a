import Foundation

extension Fleet {
    /// Thrown by `AlertController.tapAlertAction(withTitle:)`. Nothing was dismissed and no
    /// handler ran when it is thrown.
    public typealias AlertError = Refusal<AlertErrorKind>

    /// Why the action could not be tapped, in the order the checks run.
    public enum AlertErrorKind: RefusalKind {
        /// No action has that title (the message lists the titles that exist).
        case noSuchAction
        /// The action's `isEnabled` is false.
        case actionNotEnabled
        /// The alert is not presented, so no user could see it.
        case notPresented

        /// `"Fleet.AlertError"`.
        public static var errorName: String { "Fleet.AlertError" }
    }
}
