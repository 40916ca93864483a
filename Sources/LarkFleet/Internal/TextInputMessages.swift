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
        case .delegateRefusedToBegin:
            return ("Its delegate refused to begin editing (\(delegatePrefix)ShouldBeginEditing returned false; the touch was delivered, the text and focus are unchanged)",
                    "Make \(delegatePrefix)ShouldBeginEditing return true to let it begin")
        case .otherResponderRefused(let other):
            return ("\(noun) failed to become first responder because the current first responder \(describe(other)) refused to resign (its delegate's should-end-editing returned false, or it cannot resign)",
                    "Stop editing it first")
        case .becomeFailed:
            return ("\(noun) failed to become first responder", "Make sure it is part of a window's hierarchy")
        case .notEditing(let operation):
            return ("Must start editing the \(self.noun) before \(operation.phrase)", "Call startEditing() first")
        case .delegateRefusedToEnd:
            return ("Its delegate refused to end editing (\(delegatePrefix)ShouldEndEditing returned false; it is still editing)",
                    "Make \(delegatePrefix)ShouldEndEditing return true to let it end")
        case .resignFailed:
            return ("\(noun) failed to resign first responder", "Make sure it is part of a window's hierarchy")
        }
    }

    private func describe(_ responder: Responder) -> String {
        (responder as? View)?.description ?? String(describing: type(of: responder))
    }
}

extension String {
    /// "Text field" from "text field".
    var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}

extension Fleet.Refusal where K == Fleet.TextFieldErrorKind {
    @MainActor
    init(_ failure: TextInputFailure, field: TextField) {
        let kind: Kind = switch failure {
        case .notInWindow: .notInWindow
        case .delegateRefusedToBegin: .delegateRefusedToBegin
        case .otherResponderRefused: .otherResponderRefusedToResign
        case .becomeFailed: .failedToBecomeFirstResponder
        case .notEditing(let operation): .notEditing(operation)
        case .delegateRefusedToEnd: .delegateRefusedToEnd
        case .resignFailed: .failedToResignFirstResponder
        }
        let wording = TextInputWording(noun: "text field", delegatePrefix: "textField", subject: field.description)
        let (reason, remedy) = wording.parts(for: failure)
        self.init(kind: kind, attempted: wording.attempted, reason: reason, remedy: remedy)
    }
}

extension Fleet.Refusal where K == Fleet.TextViewErrorKind {
    @MainActor
    init(_ failure: TextInputFailure, textView: TextView) {
        let kind: Kind = switch failure {
        case .notInWindow: .notInWindow
        case .delegateRefusedToBegin: .delegateRefusedToBegin
        case .otherResponderRefused: .otherResponderRefusedToResign
        case .becomeFailed: .failedToBecomeFirstResponder
        case .notEditing(let operation): .notEditing(operation)
        case .delegateRefusedToEnd: .delegateRefusedToEnd
        case .resignFailed: .failedToResignFirstResponder
        }
        let wording = TextInputWording(noun: "text view", delegatePrefix: "textView", subject: textView.description)
        let (reason, remedy) = wording.parts(for: failure)
        self.init(kind: kind, attempted: wording.attempted, reason: reason, remedy: remedy)
    }
}
