import LarkExpect
import LarkUI

/// Passes when the subject (a label, text field, text view, or any `TextDisplayer`) shows
/// exactly `text` (whitespace counts). `nil` expects no text at all, which only a label can
/// have: text fields and text views read back "" once emptied, as in UIKit.
///
/// ```swift
/// expect(greetingLabel).to(displayText("Hi"))
/// ```
///
/// Message: `expected to display text "Hi", got <Label "Bye"> (text: "Bye")`.
@MainActor
public func displayText<T: TextDisplayer>(_ text: String?) -> Predicate<T> {
    textPredicate(text) { $0 }
}

/// `displayText(_:)` for subjects seen as `any TextDisplayer`.
@MainActor
func textPredicate<T>(_ text: String?, _ displayer: @escaping (T) -> any TextDisplayer) -> Predicate<T> {
    subjectPredicate({ "display text \(quoted(text))" }, as: displayer) { subject in
        let actual = subject.displayedText
        return Verdict(actual == text, facts: "text: \(quoted(actual))")
    }
}

/// Passes when the subject (any `TextDisplayer`) shows some text: neither nil nor "".
///
/// ```swift
/// expect(errorLabel).toNot(displayText())
/// ```
///
/// Message: `expected to display any text, got <Label> (text: nil)`.
@MainActor
public func displayText<T: TextDisplayer>() -> Predicate<T> {
    anyTextPredicate { $0 }
}

/// `displayText()` for subjects seen as `any TextDisplayer`.
@MainActor
func anyTextPredicate<T>(_ displayer: @escaping (T) -> any TextDisplayer) -> Predicate<T> {
    subjectPredicate({ "display any text" }, as: displayer) { subject in
        let actual = subject.displayedText
        return Verdict(!(actual ?? "").isEmpty, facts: "text: \(quoted(actual))")
    }
}

/// Passes when the button's title for `state` (`title(for:)`, which falls back to the
/// `.normal` title) is exactly `text`. `nil` expects no title.
///
/// ```swift
/// expect(saveButton).to(displayText("Save"))
/// expect(saveButton).to(displayText("Saving…", for: .disabled))
/// ```
///
/// Message: `expected to display text "Save" for .normal, got <Button "Cancel"> (title(for: .normal): "Cancel")`.
@MainActor
public func displayText<B: Button>(_ text: String?, for state: Control.State = .normal) -> Predicate<B> {
    subjectPredicate({ "display text \(quoted(text)) for \(stateText(state))" }) { button in
        let actual = button.title(for: state)
        return Verdict(actual == text, facts: "title(for: \(stateText(state))): \(quoted(actual))")
    }
}

/// Passes when the button has a non-empty title for `state` (falling back to `.normal`).
///
/// ```swift
/// expect(saveButton).to(displayText(for: .normal))
/// ```
///
/// Message: `expected to display any text for .normal, got <Button> (title(for: .normal): nil)`.
@MainActor
public func displayText<B: Button>(for state: Control.State = .normal) -> Predicate<B> {
    subjectPredicate({ "display any text for \(stateText(state))" }) { button in
        let actual = button.title(for: state)
        return Verdict(!(actual ?? "").isEmpty, facts: "title(for: \(stateText(state))): \(quoted(actual))")
    }
}
