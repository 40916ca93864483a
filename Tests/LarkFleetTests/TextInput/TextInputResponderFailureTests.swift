@testable import LarkTestSupport
import Foundation
import Lark
import Testing

/// A delegate that takes its text input out of the window while being asked to begin.
@MainActor
final class RemovingTextFieldDelegate: TextFieldDelegate {
    func textFieldShouldBeginEditing(_ textField: TextField) -> Bool {
        textField.removeFromSuperview()
        return true
    }
}

@MainActor
final class RemovingTextViewDelegate: TextViewDelegate {
    func textViewShouldBeginEditing(_ textView: TextView) -> Bool {
        textView.removeFromSuperview()
        return true
    }
}

/// Inputs that never agree to become first responder.
@MainActor
final class UnfocusableTextField: TextField {
    override var canBecomeFirstResponder: Bool { false }
}

@MainActor
final class UnfocusableTextView: TextView {
    override var canBecomeFirstResponder: Bool { false }
}

/// Inputs that never agree to resign.
@MainActor
final class StubbornTextField: TextField {
    override var canResignFirstResponder: Bool { false }
}

@MainActor
final class StubbornTextView: TextView {
    override var canResignFirstResponder: Bool { false }
}

@Suite("Text input: first-responder changes that fail during the attempt")
@MainActor
struct TextInputResponderFailureTests {
    let host = makeHostView()

    @Test func aFieldThatLeavesItsWindowWhileAskedFailsToBecomeFirstResponder() throws {
        let field = TextField()
        let delegate = RemovingTextFieldDelegate()
        field.delegate = delegate
        host.addSubview(field)
        let error = try #require(throws: Fleet.TextFieldError.self) { try field.startEditing() }
        #expect(error.kind == .failedToBecomeFirstResponder)
        #expect(error.message.contains("Text field failed to become first responder: it left its window while the app was asked to begin editing. Keep it in a window's hierarchy while editing starts."))
        #expect(!field.isFirstResponder)
    }

    @Test func aTextViewThatLeavesItsWindowWhileAskedFailsToBecomeFirstResponder() throws {
        let textView = TextView()
        let delegate = RemovingTextViewDelegate()
        textView.delegate = delegate
        host.addSubview(textView)
        let error = try #require(throws: Fleet.TextViewError.self) { try textView.startEditing() }
        #expect(error.kind == .failedToBecomeFirstResponder)
        #expect(error.message.contains("Text view failed to become first responder: it left its window"))
    }

    @Test func anInputThatCannotBecomeFirstResponderIsRefusedSayingSoAndNothingChanges() throws {
        let field = UnfocusableTextField()
        host.addSubview(field)
        let fieldError = try #require(throws: Fleet.TextFieldError.self) { try field.enter(text: "abc") }
        #expect(fieldError.kind == .failedToBecomeFirstResponder)
        #expect(fieldError.message.hasSuffix("Text field failed to become first responder: its canBecomeFirstResponder is false. A user cannot edit it while canBecomeFirstResponder returns false."))
        #expect(field.text == "")
        let textView = UnfocusableTextView()
        host.addSubview(textView)
        let viewError = try #require(throws: Fleet.TextViewError.self) { try textView.enter(text: "abc") }
        #expect(viewError.kind == .failedToBecomeFirstResponder)
        #expect(viewError.message.contains("its canBecomeFirstResponder is false"))
        #expect(textView.text == "")
    }

    @Test func aFieldThatCannotResignFailsToStopEditing() throws {
        let field = StubbornTextField()
        host.addSubview(field)
        try field.startEditing()
        let error = try #require(throws: Fleet.TextFieldError.self) { try field.stopEditing() }
        #expect(error.kind == .failedToResignFirstResponder)
        #expect(error.message.contains("Text field failed to resign first responder: its canResignFirstResponder is false. A user cannot stop editing it while canResignFirstResponder returns false."))
        #expect(field.isFirstResponder)
    }

    @Test func aTextViewThatCannotResignFailsToStopEditingAndKeepsOthersOut() throws {
        let stubborn = StubbornTextView()
        host.addSubview(stubborn)
        try stubborn.startEditing()
        let error = try #require(throws: Fleet.TextViewError.self) { try stubborn.stopEditing() }
        #expect(error.kind == .failedToResignFirstResponder)
        #expect(stubborn.isFirstResponder)

        let other = TextViewHarness(host: host)
        defer { other.stop() }
        // The app keeps focus where it is: a decline, so the call returns (docs/declines.md).
        try other.textView.startEditing()
        #expect(!other.textView.isFirstResponder)
        #expect(other.log.entries == ["delegate.shouldBegin"], "no keyboard notification for a failed attempt")
        #expect(stubborn.isFirstResponder)
    }
}
