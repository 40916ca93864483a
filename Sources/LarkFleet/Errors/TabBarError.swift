import Foundation

extension Fleet {
    /// Thrown by `TabBarController.selectTab(withLabel:)` and `selectTab(atIndex:)`. The delegate
    /// was not asked and nothing changed when it is thrown.
    public struct TabBarError: HelperError, Hashable {
        /// Why no tab could be selected.
        public enum Kind: Hashable, Sendable {
            /// No tab has that label (the message lists the labels that exist).
            case noSuchLabel
            /// The index is negative or past the last tab.
            case indexOutOfRange
        }

        /// Why no tab could be selected.
        public let kind: Kind
        /// What was attempted, why it was refused and what to change.
        public let message: String
        /// `"Fleet.TabBarError"`.
        public var name: String { "Fleet.TabBarError" }

        /// Creates an error.
        public init(kind: Kind, message: String) {
            self.kind = kind
            self.message = message
        }
    }
}
