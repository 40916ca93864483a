import Foundation

extension Fleet {
    /// Thrown by the search bar helpers (`search(for:)`, `tapSearchButton()`,
    /// `tapCancelButton()`). The delegate was told nothing new when it is thrown, except that
    /// `search(for:)` keeps what its text steps did before one was refused.
    public typealias SearchBarError = Refusal<SearchBarErrorKind>

    /// Why the search bar helper refused.
    public enum SearchBarErrorKind: RefusalKind {
        /// `isUserInteractionEnabled` is false on the bar or one of its ancestors.
        case userInteractionDisabled
        /// The bar, an ancestor or its window is hidden, or below 0.01 alpha.
        case notVisible
        /// An ancestor has no size, or the bar lies outside an ancestor's bounds.
        case outsideBounds
        /// An alert, an action sheet or a full-screen presentation covers the controller it is
        /// in, so no touch can reach it (docs/reachability.md#presentations).
        case coveredByPresentation
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
