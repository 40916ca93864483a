import Foundation
import Lark
import Testing
@testable import LarkTestSupport

@Suite("Focus hand-off between text inputs (text-input.md §1.1.3)")
@MainActor
struct FocusHandOffTests {
    let host = makeHostView()
    let log = EventLog()
    let other: TextFieldHarness
    let subject: TextFieldHarness

    init() throws {
        other = TextFieldHarness(host: host, log: log, prefix: "other.", observesKeyboard: false)
        subject = TextFieldHarness(host: host, log: log, prefix: "subject.")
        try other.field.startEditing()
        log.clear()
        other.recorder.erase()
    }

    @Test func theOtherFieldEndsEditingBeforeTheSubjectBegins() throws {
        defer { other.stop(); subject.stop() }
        try subject.field.startEditing()
        #expect(log.entries == [
            "subject.event.touchDown", "subject.delegate.shouldBegin",
            "other.delegate.shouldEnd", "other.event.editingDidEnd", "other.delegate.didEnd", "other.note.textDidEndEditing",
            "subject.event.editingDidBegin", "subject.delegate.didBegin", "subject.note.textDidBeginEditing",
            "note.UIKeyboardWillShowNotification", "note.UIKeyboardDidShowNotification",
        ])
        #expect(subject.recorder.events == ["touchDown", "allTouchEvents", "editingDidBegin", "allEditingEvents"])
        #expect(other.recorder.events == ["editingDidEnd", "allEditingEvents"])
        #expect(subject.field.isFirstResponder)
        #expect(!other.field.isFirstResponder)
    }

    @Test func whenTheSubjectsDelegateRefusesTheOtherFieldIsNotAsked() throws {
        defer { other.stop(); subject.stop() }
        subject.delegate.allowBegin = false
        try subject.field.startEditing()
        #expect(!other.delegate.didCallShouldEnd)
        #expect(!other.delegate.didCallDidEnd)
        #expect(other.field.isFirstResponder)
    }

    @Test func whenTheOtherFieldRefusesToResignTheSubjectFailsAndFocusStays() throws {
        defer { other.stop(); subject.stop() }
        other.delegate.allowEnd = false
        try subject.field.startEditing()
        #expect(log.entries == ["subject.event.touchDown", "subject.delegate.shouldBegin", "other.delegate.shouldEnd"])
        #expect(other.field.isFirstResponder)
        #expect(!subject.field.isFirstResponder)
    }

    @Test func aTextViewHandsOffToATextFieldAndBack() throws {
        defer { other.stop(); subject.stop() }
        let view = TextViewHarness(host: host, log: log, prefix: "view.", observesKeyboard: false)
        defer { view.stop() }
        try view.textView.startEditing()
        #expect(log.entries == [
            "view.delegate.shouldBegin",
            "other.delegate.shouldEnd", "other.event.editingDidEnd", "other.delegate.didEnd", "other.note.textDidEndEditing",
            "view.delegate.didBegin", "view.note.textDidBeginEditing",
            "note.UIKeyboardWillShowNotification", "note.UIKeyboardDidShowNotification",
        ])
        log.clear()
        try subject.field.startEditing()
        #expect(log.entries == [
            "subject.event.touchDown", "subject.delegate.shouldBegin",
            "view.delegate.shouldEnd", "view.delegate.didEnd", "view.note.textDidEndEditing",
            "subject.event.editingDidBegin", "subject.delegate.didBegin", "subject.note.textDidBeginEditing",
            "note.UIKeyboardWillShowNotification", "note.UIKeyboardDidShowNotification",
        ])
    }
}
