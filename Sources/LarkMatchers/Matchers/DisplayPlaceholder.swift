import LarkExpect
import LarkUI

/// Passes when the text field's `placeholder` is exactly `placeholder` (whitespace counts).
/// `nil` expects no placeholder.
///
/// ```swift
/// expect(emailField).to(displayPlaceholder("Email"))
/// ```
///
/// Message: `expected to display placeholder "Email", got <TextField "E-mail"> (placeholder: "E-mail")`.
@MainActor
public func displayPlaceholder<F: TextField>(_ placeholder: String?) -> Predicate<F> {
    subjectPredicate({ "display placeholder \(quoted(placeholder))" }) { field in
        let actual = field.placeholder
        return Verdict(actual == placeholder, facts: "placeholder: \(quoted(actual))")
    }
}
