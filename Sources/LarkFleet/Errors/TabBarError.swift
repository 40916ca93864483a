import Foundation

extension Fleet {
    /// Thrown by `TabBarController.selectTab(withLabel:)` and `selectTab(atIndex:)`. The delegate
    /// was not asked and nothing changed when it is thrown.
    public typealias TabBarError = Refusal<TabBarErrorKind>

    /// Why no tab could be selected.
    public enum TabBarErrorKind: RefusalKind {
        /// No tab has that label (the message lists the labels that exist).
        case noSuchLabel
        /// The index is negative or past the last tab.
        case indexOutOfRange

        /// `"Fleet.TabBarError"`.
        public static var errorName: String { "Fleet.TabBarError" }
    }
}
