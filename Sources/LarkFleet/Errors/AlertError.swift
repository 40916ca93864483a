import Foundation

extension Fleet {
    /// Thrown by `AlertController.tapAlertAction(withTitle:)`. Nothing was dismissed and no
    /// handler ran when it is thrown.
    public struct AlertError: HelperError, Hashable {
        /// Why the action could not be tapped, in the order the checks run.
        public enum Kind: Hashable, Sendable {
            /// No action has that title (the message lists the titles that exist).
            case noSuchAction
            /// The action's `isEnabled` is false.
            case actionNotEnabled
            /// The alert is not presented, so no user could see it.
            case notPresented
        }

        /// Why the action could not be tapped.
        public let kind: Kind
        /// What was attempted, why it was refused and what to change.
        public let message: String
        /// `"Fleet.AlertError"`.
        public var name: String { "Fleet.AlertError" }

        /// Creates an error.
        public init(kind: Kind, message: String) {
            self.kind = kind
            self.message = message
        }
    }
}
