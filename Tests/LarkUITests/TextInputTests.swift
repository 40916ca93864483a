import Foundation
import LarkUI
import Testing
@testable import LarkTestSupport

@Suite("Text field editing (text-input.md §1)")
@MainActor
struct TextFieldEditingTests {
    /// A field in a visible window with a delegate, control-event logging and notification
    /// logging into one ordered log.
    private func makeField() -> (TextField, RecordingTextFieldDelegate, EventLog, NotificationRecorder, Window) {
        let log = EventLog()
        let window = makeVisibleWindow()
        let field = TextField()
        window.addSubview(field)
        let delegate = RecordingTextFieldDelegate()
        delegate.log = log
        field.delegate = delegate
        for (event, name) in [(Control.Event.editingDidBegin, "editingDidBegin"), (.editingChanged, "editingChanged"),
                              (.editingDidEnd, "editingDidEnd"), (.touchDown, "touchDown")] {
            field.addAction(Action { _ in log.append(name) }, for: event)
        }
        let notes = NotificationRecorder(
            names: [TextField.textDidBeginEditingNotification, TextField.textDidChangeNotification, TextField.textDidEndEditingNotification],
            object: field, log: log)
        return (field, delegate, log, notes, window)
    }

    @Test func beginAndEndEditingRunInUIKitOrder() {
        let (field, delegate, log, notes, _) = makeField()
        defer { notes.stop(); withExtendedLifetime(delegate) {} }
        #expect(field.becomeFirstResponder())
        #expect(log.entries == ["delegate.shouldBegin", "editingDidBegin", "delegate.didBegin", "note.textDidBeginEditing"])
        log.clear()
        #expect(field.resignFirstResponder())
        #expect(log.entries == ["delegate.shouldEnd", "editingDidEnd", "delegate.didEnd", "note.textDidEndEditing"])
    }

    @Test func clearsOnBeginEditingAsksShouldClear() {
        let (field, delegate, log, notes, _) = makeField()
        defer { notes.stop() }
        field.clearsOnBeginEditing = true
        field.text = "turtle magic"
        delegate.allowClear = false
        field.becomeFirstResponder()
        #expect(field.text == "turtle magic")
        field.resignFirstResponder()
        delegate.allowClear = true
        log.clear()
        field.becomeFirstResponder()
        #expect(field.text == "")
        #expect(log.entries == ["delegate.shouldBegin", "delegate.shouldClear", "editingChanged", "note.textDidChange",
                                "editingDidBegin", "delegate.didBegin", "note.textDidBeginEditing"])
    }

    @Test func aRefusedBeginNeverClears() {
        let (field, delegate, log, notes, _) = makeField()
        defer { notes.stop() }
        field.clearsOnBeginEditing = true
        field.text = "keep"
        delegate.allowBegin = false
        #expect(!field.becomeFirstResponder())
        #expect(!delegate.didCallShouldClear)
        #expect(field.text == "keep")
        #expect(log.entries == ["delegate.shouldBegin"])
    }

    @Test func insertAndDeleteSendOneChangePerCallWithoutAskingTheDelegate() {
        let (field, delegate, log, notes, _) = makeField()
        defer { notes.stop() }
        field.insertText("tur")
        field.insertText("tle")
        field.deleteBackward()
        #expect(field.text == "turtl")
        #expect(log.entries == ["editingChanged", "note.textDidChange", "editingChanged", "note.textDidChange",
                                "editingChanged", "note.textDidChange"])
        #expect(delegate.textRanges.isEmpty)
        log.clear()
        field.text = ""
        field.deleteBackward()
        field.insertText("")
        #expect(log.entries.isEmpty)
    }

    @Test func deleteBackwardRemovesAWholeCharacter() {
        let field = TextField()
        field.text = "hi👋🏽"
        field.deleteBackward()
        #expect(field.text == "hi")
    }

    @Test func programmaticTextSendsNothingAndNilReadsBackEmpty() {
        let (field, delegate, log, notes, _) = makeField()
        defer { notes.stop(); withExtendedLifetime(delegate) {} }
        field.text = "hello"
        field.text = nil
        #expect(field.text == "")
        #expect(log.entries.isEmpty)
        let label = Label()
        label.text = nil
        #expect(label.text == nil)
    }

    @Test func becomingFirstResponderWithoutAskingSkipsOnlyShouldBegin() {
        let (field, delegate, log, notes, _) = makeField()
        defer { notes.stop() }
        delegate.allowBegin = false
        #expect(field.becomeFirstResponder(askingDelegate: false))
        #expect(!delegate.didCallShouldBegin)
        #expect(log.entries == ["editingDidBegin", "delegate.didBegin", "note.textDidBeginEditing"])
        delegate.allowEnd = false
        #expect(field.resignFirstResponder(askingDelegate: false))
        #expect(!delegate.didCallShouldEnd)
    }

    @Test func optionalDelegateMethodsDefaultToUIKitAnswers() {
        final class Bare: TextFieldDelegate {}
        let bare = Bare(), field = TextField()
        #expect(OptionalMethod.call { bare.textFieldShouldBeginEditing(field) } == (true, false))
        #expect(OptionalMethod.call { bare.textFieldShouldEndEditing(field) } == (true, false))
        #expect(OptionalMethod.call { bare.textFieldShouldClear(field) } == (true, false))
        #expect(OptionalMethod.call { bare.textFieldShouldReturn(field) } == (true, false))
        #expect(OptionalMethod.call {
            bare.textField(field, shouldChangeCharactersIn: NSRange(location: 0, length: 0), replacementString: "x")
        } == (true, false))
        let recording = RecordingTextFieldDelegate()
        #expect(OptionalMethod.call { recording.textFieldShouldClear(field) } == (true, true))
        #expect(!OptionalMethod.isImplemented { bare.textFieldDidBeginEditing(field) })
    }

    @Test func aBareDelegateStillEdits() {
        final class Bare: TextFieldDelegate {}
        let window = makeVisibleWindow()
        let field = TextField()
        let bare = Bare()
        field.delegate = bare
        window.addSubview(field)
        #expect(field.becomeFirstResponder())
        field.insertText("ok")
        #expect(field.resignFirstResponder())
        #expect(field.text == "ok")
    }

    @Test func textFieldDefaults() {
        let field = TextField()
        #expect(field.clearButtonMode == .never)
        #expect(!field.clearsOnBeginEditing)
        #expect(!field.isSecureTextEntry)
        #expect(field.placeholder == nil)
        #expect(field.textColor == .black)
        #expect(TextField.ViewMode.whileEditing.description == ".whileEditing")
        field.isSecureTextEntry = true
        field.text = "pw"
        #expect(field.accessibilityValue == "••")
    }
}

@Suite("Text view editing")
@MainActor
struct TextViewEditingTests {
    @Test func editingSequencesAndChangeCallbacks() {
        let log = EventLog()
        let window = makeVisibleWindow()
        let textView = TextView()
        window.addSubview(textView)
        let delegate = RecordingTextViewDelegate()
        delegate.log = log
        textView.delegate = delegate
        let notes = NotificationRecorder(
            names: [TextView.textDidBeginEditingNotification, TextView.textDidChangeNotification, TextView.textDidEndEditingNotification],
            object: textView, log: log)
        defer { notes.stop() }
        #expect(textView.becomeFirstResponder())
        #expect(log.entries == ["delegate.shouldBegin", "delegate.didBegin", "note.textDidBeginEditing"])
        log.clear()
        textView.insertText("ab")
        textView.deleteBackward()
        #expect(textView.text == "a")
        #expect(log.entries == ["delegate.didChangeSelection", "delegate.didChange", "note.textDidChange",
                                "delegate.didChangeSelection", "delegate.didChange", "note.textDidChange"])
        log.clear()
        #expect(textView.resignFirstResponder())
        #expect(log.entries == ["delegate.shouldEnd", "delegate.didEnd", "note.textDidEndEditing"])
        #expect(delegate.didChangeCount == 2 && delegate.didChangeSelectionCount == 2)
    }

    @Test func handOffBetweenTextViewsAsksTheOtherToEnd() {
        let window = makeVisibleWindow()
        let first = TextView(), second = TextView()
        let firstDelegate = RecordingTextViewDelegate()
        first.delegate = firstDelegate
        window.addSubview(first)
        window.addSubview(second)
        first.becomeFirstResponder()
        #expect(second.becomeFirstResponder())
        #expect(firstDelegate.didCallShouldEnd && firstDelegate.didCallDidEnd)
    }

    @Test func neitherEditableNorSelectableCannotBecomeFirstResponder() {
        let window = makeVisibleWindow()
        let textView = TextView()
        window.addSubview(textView)
        textView.isEditable = false
        textView.isSelectable = false
        #expect(!textView.becomeFirstResponder())
        textView.isSelectable = true
        let delegate = RecordingTextViewDelegate()
        textView.delegate = delegate
        #expect(textView.becomeFirstResponder())
        #expect(!delegate.didCallShouldBegin && !delegate.didCallDidBegin)
    }

    @Test func nilTextReadsBackEmptyAndProgrammaticTextIsSilent() {
        let textView = TextView()
        let delegate = RecordingTextViewDelegate()
        textView.delegate = delegate
        textView.text = "x"
        textView.text = nil
        #expect(textView.text == "")
        #expect(delegate.didChangeCount == 0)
    }

    @Test func optionalDelegateMethodsDefaultToUIKitAnswers() {
        final class Bare: TextViewDelegate {}
        let bare = Bare(), textView = TextView()
        #expect(OptionalMethod.call { bare.textViewShouldBeginEditing(textView) } == (true, false))
        #expect(OptionalMethod.call { bare.textViewShouldEndEditing(textView) } == (true, false))
        #expect(OptionalMethod.call {
            bare.textView(textView, shouldChangeTextIn: NSRange(location: 0, length: 0), replacementText: "")
        } == (true, false))
        #expect(!OptionalMethod.isImplemented { bare.textViewDidChange(textView) })
    }
}
