import Foundation
import LarkExpect
import LarkUI

/// Passes when the subject is its window's first responder (`isFirstResponder`): a text field or
/// text view being edited, say.
///
/// ```swift
/// try emailField.enter(text: "ada@example.com")
/// expect(passwordField).to(beFirstResponder())
/// ```
///
/// A failure names who has the focus instead:
/// `expected to be first responder, got <TextField "Password"> (first responder: <TextField "ada@example.com">)`,
/// or says that the window has none, or that the subject is in no window.
@MainActor
public func beFirstResponder<T: Responder>() -> LarkExpect.Predicate<T> {
    subjectPredicate({ "be first responder" }) { (subject: T) in
        Verdict(subject.isFirstResponder, tail: {
            guard let window = (subject as? View)?.window else {
                return subject is View ? " (it is in no window)" : ""
            }
            guard let current = window.firstResponder else { return " (its window has no first responder)" }
            return current === subject ? "" : " (first responder: \(bracketed(String(describing: current))))"
        }())
    }
}
