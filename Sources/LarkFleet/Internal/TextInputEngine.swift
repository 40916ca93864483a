import Foundation
import LarkUI

/// What the text-input helpers need from a text field or a text view beyond a view's
/// `becomeFirstResponder(askingDelegate:)`: the delegate questions, which each asks its own
/// delegate, and the model's editing primitives, which both declare.
@MainActor
protocol FleetTextInput: View {
    /// The current text ("" when empty). Not `text`: a text view's is `String!`, a field's `String?`.
    var fleetText: String { get }
    /// Asks the delegate's should-begin-editing, once.
    func fleetAskShouldBegin() -> Bool
    /// Asks the delegate's should-end-editing, once.
    func fleetAskShouldEnd() -> Bool
    /// Asks the delegate whether `range` (UTF-16) may be replaced by `replacement`.
    func fleetAskShouldChange(_ range: NSRange, _ replacement: String) -> Bool
    /// Appends typed text (the model sends the change events).
    func insertText(_ text: String)
    /// Deletes the last character (the model sends the change events).
    func deleteBackward()
}

extension TextField: FleetTextInput {
    var fleetText: String { text ?? "" }
    func fleetAskShouldBegin() -> Bool { delegate?.textFieldShouldBeginEditing(self) ?? true }
    func fleetAskShouldEnd() -> Bool { delegate?.textFieldShouldEndEditing(self) ?? true }
    func fleetAskShouldChange(_ range: NSRange, _ replacement: String) -> Bool {
        delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: replacement) ?? true
    }
}

extension TextView: FleetTextInput {
    var fleetText: String { text ?? "" }
    func fleetAskShouldBegin() -> Bool { textViewDelegate?.textViewShouldBeginEditing(self) ?? true }
    func fleetAskShouldEnd() -> Bool { textViewDelegate?.textViewShouldEndEditing(self) ?? true }
    func fleetAskShouldChange(_ range: NSRange, _ replacement: String) -> Bool {
        textViewDelegate?.textView(self, shouldChangeTextIn: range, replacementText: replacement) ?? true
    }
}

/// Why a text-input operation failed (mapped to `Fleet.TextFieldError` / `Fleet.TextViewError`).
@MainActor
enum TextInputFailure {
    /// What kept an input that was in a window when editing started from becoming first
    /// responder, read after the attempt.
    enum BecomeObstacle {
        /// It left its window while the app was asked (a delegate removed it).
        case leftWindow
        /// Its `canBecomeFirstResponder` is false (an override).
        case cannotBecome
        /// Something else the app did while it was asked (another view took first responder).
        case taken
    }

    case notInWindow
    case becomeFailed(BecomeObstacle)
    case notEditing(Fleet.TextOperation)
    case resignFailed
}

/// The editing steps shared by text fields and text views. Each runs after the caller's own
/// checks; ranges are UTF-16 ranges (`NSRange`), as in UIKit, and edits happen at the end of
/// the text (the model has no cursor).
@MainActor
enum TextInputEngine {
    /// The begin-editing part of `startEditing()` after the checks: the touch, should-begin
    /// (once), becoming first responder (which first resigns the current one, running its
    /// end-editing sequence, then runs this input's begin sequence), then the keyboard shows.
    /// A no from the app (should-begin, or the current first responder keeping focus) is not a
    /// failure: the user touched, the app ignored it, nothing changed (docs/declines.md).
    static func begin(_ input: some FleetTextInput, touch: () -> Void) -> TextInputFailure? {
        touch()
        guard input.fleetAskShouldBegin() else { return nil }
        let previous = input.window?.firstResponder
        guard input.becomeFirstResponder(askingDelegate: false) else {
            if let previous, previous !== input, previous.isFirstResponder { return nil }
            return .becomeFailed(input.window == nil ? .leftWindow : input.canBecomeFirstResponder ? .taken : .cannotBecome)
        }
        Keyboard.postShow(for: input)
        return nil
    }

    /// `stopEditing()`: should-end (once), resigning (the end-editing sequence), then the
    /// keyboard hides. A no from should-end keeps editing and is not a failure.
    static func end(_ input: some FleetTextInput) -> TextInputFailure? {
        guard input.isFirstResponder else { return .notEditing(.stopEditing) }
        guard input.fleetAskShouldEnd() else { return nil }
        guard input.resignFirstResponder(askingDelegate: false) else { return .resignFailed }
        Keyboard.postHide(for: input)
        return nil
    }

    /// One should-change question per character (grapheme cluster), each inserted if allowed.
    static func type(_ input: some FleetTextInput, _ text: String) -> TextInputFailure? {
        guard input.isFirstResponder else { return .notEditing(.type) }
        for character in text {
            let replacement = String(character)
            let range = NSRange(location: input.fleetText.utf16.count, length: 0)
            if input.fleetAskShouldChange(range, replacement) { input.insertText(replacement) }
        }
        return nil
    }

    /// One should-change question for the whole string, inserted at once if allowed.
    static func paste(_ input: some FleetTextInput, _ text: String) -> TextInputFailure? {
        guard input.isFirstResponder else { return .notEditing(.paste) }
        let range = NSRange(location: input.fleetText.utf16.count, length: 0)
        if input.fleetAskShouldChange(range, text) { input.insertText(text) }
        return nil
    }

    /// Deletes the last character if the delegate allows. On empty text the delegate is asked
    /// about the range (0, 0) with an empty replacement, as UIKit does, and nothing changes.
    static func backspace(_ input: some FleetTextInput) -> TextInputFailure? {
        guard input.isFirstResponder else { return .notEditing(.backspace) }
        deleteLastCharacter(input)
        return nil
    }

    /// One backspace per character present at the start.
    static func backspaceAll(_ input: some FleetTextInput) -> TextInputFailure? {
        guard input.isFirstResponder else { return .notEditing(.backspace) }
        for _ in 0..<input.fleetText.count { deleteLastCharacter(input) }
        return nil
    }

    private static func deleteLastCharacter(_ input: some FleetTextInput) {
        let text = input.fleetText
        guard let last = text.last else {
            _ = input.fleetAskShouldChange(NSRange(location: 0, length: 0), "")
            return
        }
        let length = String(last).utf16.count
        let range = NSRange(location: text.utf16.count - length, length: length)
        if input.fleetAskShouldChange(range, "") { input.deleteBackward() }
    }
}
