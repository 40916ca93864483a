import Foundation
import LarkUI

/// Builds the messages of `Fleet.TextFieldError` and `Fleet.TextViewError`.
@MainActor
struct TextInputWording {
    /// "text field" or "text view".
    let noun: String
    /// "textField" or "textView" (delegate method prefix).
    let delegatePrefix: String
    /// The subject's description, e.g. `TextField "turtle"`.
    let subject: String

    /// "Cannot edit TextField "turtle"": what every refusal of these helpers attempted.
    var attempted: String { "Cannot edit \(subject)" }

    /// The reason and the remedy of a refusal (the message is `<attempted>: <reason>. <remedy>.`).
    func parts(for failure: TextInputFailure) -> (reason: String, remedy: String) {
        let noun = noun.capitalizedFirst
        switch failure {
        case .notInWindow:
            return ("\(noun) is not part of a window's hierarchy, so it cannot become first responder",
                    "Add it to a view in a window (e.g. the view of a controller made root with Fleet.setAsAppWindowRoot)")
        case .becomeFailed(.leftWindow):
            return ("\(noun) failed to become first responder: it left its window while the app was asked to begin editing", "Keep it in a window's hierarchy while editing starts")
        case .becomeFailed(.cannotBecome):
            return ("\(noun) failed to become first responder: its canBecomeFirstResponder is false", "A user cannot edit it while canBecomeFirstResponder returns false")
        case .becomeFailed(.taken):
            return ("\(noun) failed to become first responder: another view became first responder while the app was asked to begin editing", "Let it become first responder when editing starts")
        case .notEditing(let operation):
            return ("Must start editing the \(self.noun) before \(operation.phrase)", "Call startEditing() first")
        case .resignFailed:
            return ("\(noun) failed to resign first responder: its canResignFirstResponder is false", "A user cannot stop editing it while canResignFirstResponder returns false")
        }
    }

}

extension String {
    /// "Text field" from "text field".
    var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}

/// The kinds of a text-input helper family: one per way an editing step can fail, and how its
/// messages name the input.
protocol TextInputRefusalKind: Fleet.RefusalKind {
    static var notInWindow: Self { get }
    static var failedToBecomeFirstResponder: Self { get }
    static func notEditing(_ operation: Fleet.TextOperation) -> Self
    static var failedToResignFirstResponder: Self { get }
    /// "text field" or "text view".
    static var noun: String { get }
    /// "textField" or "textView" (delegate method prefix).
    static var delegatePrefix: String { get }
}

extension Fleet.TextFieldErrorKind: TextInputRefusalKind {
    static var noun: String { "text field" }
    static var delegatePrefix: String { "textField" }
}

extension Fleet.TextViewErrorKind: TextInputRefusalKind {
    static var noun: String { "text view" }
    static var delegatePrefix: String { "textView" }
}

extension Fleet.Refusal where K: TextInputRefusalKind {
    /// The refusal for `failure` of a step on `input` (a text field for `Fleet.TextFieldError`,
    /// a text view for `Fleet.TextViewError`).
    @MainActor
    init(_ failure: TextInputFailure, input: View) {
        let kind: Kind = switch failure {
        case .notInWindow: .notInWindow
        case .becomeFailed: .failedToBecomeFirstResponder
        case .notEditing(let operation): .notEditing(operation)
        case .resignFailed: .failedToResignFirstResponder
        }
        let wording = TextInputWording(noun: K.noun, delegatePrefix: K.delegatePrefix, subject: input.description)
        let (reason, remedy) = wording.parts(for: failure)
        self.init(kind: kind, attempted: wording.attempted, reason: reason, remedy: remedy)
    }
}
