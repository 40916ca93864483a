import Foundation

extension Fleet {
    /// Thrown by the search bar helpers (`search(for:)`, `tapSearchButton()`,
    /// `tapCancelButton()`). The delegate was told nothing new when it is thrown, except that
    /// `search(for:)` keeps what its text steps did before one was refused.
    public typealias SearchBarError = Refusal<SearchBarErrorKind>

    /// Why the search bar helper refused.
    public enum SearchBarErrorKind: RefusalKind {
        /// A touch would not reach the view (the same reasons in every family).
        case unreachable(Unreachable)
        /// The search button is on the keyboard, which shows only while the field is editing.
        case notEditing
        /// `showsCancelButton` is false.
        case noCancelButton
        /// A text step of `search(for:)` was refused; `cause` holds the text field's error.
        case textInputRefused(TextFieldErrorKind)

        /// `"Fleet.SearchBarError"`.
        public static var errorName: String { "Fleet.SearchBarError" }
    }
}
