import Foundation
import Lark
import Testing
@testable import LarkTestSupport

@Suite("Text field: enter, start, stop, type, paste, backspace (text-input.md §2)")
@MainActor
struct TextFieldEditingTests {
    let host = makeHostView()
    let harness: TextFieldHarness
    var field: TextField { harness.field }
    var delegate: RecordingTextFieldDelegate { harness.delegate }

    init() { harness = TextFieldHarness(host: host) }

    @Test func enterRunsEveryCallbackEventAndNotificationInOrder() throws {
        defer { harness.stop() }
        try field.enter(text: "ab")
        #expect(harness.log.entries == [
            "event.touchDown", "delegate.shouldBegin",
            "event.editingDidBegin", "delegate.didBegin", "note.textDidBeginEditing",
            "note.UIKeyboardWillShowNotification", "note.UIKeyboardDidShowNotification",
            "delegate.shouldChange(0,0,a)", "event.editingChanged", "note.textDidChange",
            "delegate.shouldChange(1,0,b)", "event.editingChanged", "note.textDidChange",
            "delegate.shouldEnd", "event.editingDidEnd", "delegate.didEnd", "note.textDidEndEditing",
            "note.UIKeyboardWillHideNotification", "note.UIKeyboardDidHideNotification",
        ])
        #expect(field.text == "ab")
        #expect(!field.isFirstResponder)
    }

    @Test func enterSendsFleetsRecordedEvents() throws {
        defer { harness.stop() }
        try field.enter(text: "four")
        #expect(harness.recorder.events == ["touchDown", "allTouchEvents", "editingDidBegin", "allEditingEvents"]
            + Array(repeating: ["editingChanged", "allEditingEvents"], count: 4).flatMap { $0 }
            + ["editingDidEnd", "allEditingEvents"])
        #expect(delegate.didCallShouldBegin && delegate.didCallDidBegin && delegate.didCallShouldEnd && delegate.didCallDidEnd)
    }

    @Test func typingAsksOncePerCharacterAtTheEnd() throws {
        defer { harness.stop() }
        try field.enter(text: "turtle magic")
        #expect(delegate.textChanges == ["t", "u", "r", "t", "l", "e", " ", "m", "a", "g", "i", "c"])
        #expect(delegate.textRanges.count == 12)
        #expect(delegate.textRanges[0] == NSRange(location: 0, length: 0))
        #expect(delegate.textRanges[9] == NSRange(location: 9, length: 0))
        #expect(field.text == "turtle magic")
    }

    @Test func aRefusingDelegateKeepsTheTextAndNoEventIsSent() throws {
        defer { harness.stop() }
        delegate.allowChange = false
        try field.startEditing()
        harness.clear()
        try field.type(text: "turtle magic")
        #expect(delegate.textRanges.count == 12)
        #expect(delegate.textRanges.allSatisfy { $0 == NSRange(location: 0, length: 0) })
        #expect(field.text == "")
        #expect(harness.recorder.events.isEmpty)
    }

    @Test func typingWithoutDelegateSendsOneChangePerCharacter() throws {
        defer { harness.stop() }
        field.delegate = nil
        try field.startEditing()
        harness.clear()
        try field.type(text: "four")
        #expect(harness.recorder.events == Array(repeating: ["editingChanged", "allEditingEvents"], count: 4).flatMap { $0 })
        #expect(field.text == "four")
    }

    @Test func pastingAsksOnceForTheWholeString() throws {
        defer { harness.stop() }
        try field.startEditing()
        harness.clear()
        try field.paste(text: "turtle magic")
        #expect(delegate.textChanges == ["turtle magic"])
        #expect(delegate.textRanges == [NSRange(location: 0, length: 0)])
        #expect(harness.recorder.events == ["editingChanged", "allEditingEvents"])
        #expect(harness.log.entries == ["delegate.shouldChange(0,0,turtle magic)", "event.editingChanged", "note.textDidChange"])
        delegate.allowChange = false
        harness.clear()
        try field.paste(text: " woo")
        #expect(field.text == "turtle magic")
        #expect(harness.recorder.events.isEmpty)
        field.delegate = nil
        try field.paste(text: "!")
        #expect(field.text == "turtle magic!")
        #expect(harness.recorder.events == ["editingChanged", "allEditingEvents"])
    }

    @Test func backspaceDeletesTheLastCharacterIfAllowed() throws {
        defer { harness.stop() }
        try field.startEditing()
        try field.type(text: "turtle magic")
        harness.clear()
        try field.backspace()
        #expect(delegate.textRanges == [NSRange(location: 11, length: 1)])
        #expect(delegate.textChanges == [""])
        #expect(field.text == "turtle magi")
        #expect(harness.log.entries == ["delegate.shouldChange(11,1,)", "event.editingChanged", "note.textDidChange"])
        delegate.allowChange = false
        harness.clear()
        try field.backspace()
        #expect(field.text == "turtle magi")
        #expect(harness.recorder.events.isEmpty)
    }

    /// docs/helpers.md#backspace-and-backspaceall: UIKit asks about (0, 0) with an empty
    /// replacement on an empty field, and nothing changes whatever the answer.
    @Test(arguments: [true, false]) func backspaceOnEmptyTextAsksAboutTheEmptyRangeAndChangesNothing(allowed: Bool) throws {
        defer { harness.stop() }
        try field.startEditing()
        delegate.allowChange = allowed
        harness.clear()
        try field.backspace()
        #expect(delegate.textRanges == [NSRange(location: 0, length: 0)])
        #expect(harness.log.entries == ["delegate.shouldChange(0,0,)"])
        #expect(harness.recorder.events.isEmpty, "no text changed, so no editingChanged")
        #expect(field.text == "")
    }

    @Test func backspaceAllPressesBackspaceOncePerCharacter() throws {
        defer { harness.stop() }
        try field.startEditing()
        try field.type(text: "turtle")
        harness.clear()
        try field.backspaceAll()
        #expect(delegate.textRanges.count == 6)
        #expect(delegate.textRanges.first == NSRange(location: 5, length: 1))
        #expect(delegate.textChanges == Array(repeating: "", count: 6))
        #expect(field.text == "")
        try field.type(text: "tur")
        harness.clear()
        try field.backspaceAll()
        #expect(harness.recorder.events == Array(repeating: ["editingChanged", "allEditingEvents"], count: 3).flatMap { $0 })
        harness.clear()
        try field.backspaceAll()
        #expect(delegate.textRanges.isEmpty)
    }

    @Test func backspaceAllWithARefusingDelegateKeepsAskingAndKeepsTheText() throws {
        defer { harness.stop() }
        try field.startEditing()
        try field.type(text: "turtle magic")
        delegate.allowChange = false
        harness.clear()
        try field.backspaceAll()
        #expect(delegate.textRanges.count == 12)
        #expect(delegate.textRanges.allSatisfy { $0 == NSRange(location: 11, length: 1) })
        #expect(field.text == "turtle magic")
        #expect(harness.recorder.events.isEmpty)
    }

    @Test func startingTwiceAsksOnce() throws {
        defer { harness.stop() }
        try field.startEditing()
        harness.clear()
        try field.startEditing()
        #expect(!delegate.didCallShouldBegin)
        #expect(harness.log.entries.isEmpty)
        #expect(field.isFirstResponder)
    }

    @Test func aBareBonesDelegateWorksForEveryOperation() throws {
        defer { harness.stop() }
        let bare = BareTextFieldDelegate()
        field.delegate = bare
        try field.enter(text: "turtle magic")
        try field.startEditing()
        try field.backspace()
        #expect(field.text == "turtle magi")
        try field.paste(text: "c woo")
        #expect(field.text == "turtle magic woo")
        try field.stopEditing()
        #expect(!field.isFirstResponder)
    }

    @Test func clearsOnBeginEditingIsHonouredWhenEditingStarts() throws {
        defer { harness.stop() }
        field.clearsOnBeginEditing = true
        field.text = "turtle magic"
        delegate.allowClear = false
        try field.startEditing()
        #expect(field.text == "turtle magic")
        try field.stopEditing()
        delegate.allowClear = true
        harness.clear()
        try field.startEditing()
        #expect(field.text == "")
        #expect(harness.log.entries == [
            "event.touchDown", "delegate.shouldBegin", "delegate.shouldClear", "event.editingChanged", "note.textDidChange",
            "event.editingDidBegin", "delegate.didBegin", "note.textDidBeginEditing", "note.UIKeyboardWillShowNotification", "note.UIKeyboardDidShowNotification",
        ])
    }

    @Test func keyboardNotificationsCarryTheWindowAndReachNilObservers() throws {
        let window = try #require(host.window)
        let log = EventLog()
        let token = NotificationCenter.default.addObserver(forName: Responder.keyboardDidShowNotification, object: nil, queue: nil) { note in
            let isWindow = note.object as AnyObject? === window
            MainActor.assumeIsolated { log.append(isWindow ? "window" : "other") }
        }
        defer { NotificationCenter.default.removeObserver(token); harness.stop() }
        try field.startEditing()
        #expect(log.entries.last == "window")
    }
}

/// Implements none of the optional methods.
@MainActor
final class BareTextFieldDelegate: TextFieldDelegate {}
