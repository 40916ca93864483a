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

    var unavailable: String { "\(subject) unavailable for editing" }
    var couldNotEdit: String { "Could not edit \(subject)" }

    func message(for failure: TextInputFailure) -> String {
        switch failure {
        case .userInteraction(let problem):
            return "\(unavailable): View does not allow user interaction (\(problem.explanation))."
        case .visibility(let problem):
            return "\(unavailable): \(noun.capitalizedFirst) is not visible (\(problem.explanation))."
        case .notInWindow:
            return "\(couldNotEdit): \(noun.capitalizedFirst) is not part of a window's hierarchy, so it cannot become first responder. Add it to a view in a window (e.g. the view of a controller made root with Fleet.setAsAppWindowRoot)."
        case .delegateRefusedToBegin:
            return "\(couldNotEdit): its delegate refused to begin editing (\(delegatePrefix)ShouldBeginEditing returned false). The touch was delivered; the text and focus are unchanged."
        case .otherResponderRefused(let other):
            return "\(couldNotEdit): \(noun.capitalizedFirst) failed to become first responder because the current first responder \(describe(other)) refused to resign (its delegate's should-end-editing returned false, or it cannot resign). Stop editing it first."
        case .becomeFailed:
            return "\(couldNotEdit): \(noun.capitalizedFirst) failed to become first responder. This can happen if it is not part of the window's hierarchy."
        case .notEditing(let operation):
            return "\(couldNotEdit): Must start editing the \(noun) before \(operation.phrase). Call startEditing() first."
        case .delegateRefusedToEnd:
            return "Could not stop editing \(subject): its delegate refused to end editing (\(delegatePrefix)ShouldEndEditing returned false). It is still editing."
        case .resignFailed:
            return "\(couldNotEdit): \(noun.capitalizedFirst) failed to resign first responder. This can happen if it is not part of the window's hierarchy."
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

extension Fleet.TextFieldError {
    @MainActor
    init(_ failure: TextInputFailure, field: TextField) {
        let kind: Kind = switch failure {
        case .userInteraction: .userInteractionDisabled
        case .visibility: .notVisible
        case .notInWindow: .notInWindow
        case .delegateRefusedToBegin: .delegateRefusedToBegin
        case .otherResponderRefused: .otherResponderRefusedToResign
        case .becomeFailed: .failedToBecomeFirstResponder
        case .notEditing(let operation): .notEditing(operation)
        case .delegateRefusedToEnd: .delegateRefusedToEnd
        case .resignFailed: .failedToResignFirstResponder
        }
        let wording = TextInputWording(noun: "text field", delegatePrefix: "textField", subject: field.description)
        self.init(kind: kind, message: wording.message(for: failure))
    }
}

extension Fleet.TextViewError {
    @MainActor
    init(_ failure: TextInputFailure, textView: TextView) {
        let kind: Kind = switch failure {
        case .userInteraction: .userInteractionDisabled
        case .visibility: .notVisible
        case .notInWindow: .notInWindow
        case .delegateRefusedToBegin: .delegateRefusedToBegin
        case .otherResponderRefused: .otherResponderRefusedToResign
        case .becomeFailed: .failedToBecomeFirstResponder
        case .notEditing(let operation): .notEditing(operation)
        case .delegateRefusedToEnd: .delegateRefusedToEnd
        case .resignFailed: .failedToResignFirstResponder
        }
        let wording = TextInputWording(noun: "text view", delegatePrefix: "textView", subject: textView.description)
        self.init(kind: kind, message: wording.message(for: failure))
    }
}
