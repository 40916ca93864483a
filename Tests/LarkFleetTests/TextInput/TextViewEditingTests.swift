import Foundation
import Lark
import Testing
@testable import LarkTestSupport

@Suite("Text view editing (text-input.md §3)")
@MainActor
struct TextViewEditingTests {
    let host = makeHostView()
    let harness: TextViewHarness
    var textView: TextView { harness.textView }
    var delegate: RecordingTextViewDelegate { harness.delegate }

    init() { harness = TextViewHarness(host: host) }

    @Test func enterRunsEveryCallbackAndNotificationInOrder() throws {
        defer { harness.stop() }
        try textView.enter(text: "hi")
        #expect(harness.log.entries == [
            "delegate.shouldBegin", "delegate.didBegin", "note.textDidBeginEditing",
            "note.UIKeyboardWillShowNotification", "note.UIKeyboardDidShowNotification",
            "delegate.shouldChange(0,0,h)", "delegate.didChangeSelection", "delegate.didChange", "note.textDidChange",
            "delegate.shouldChange(1,0,i)", "delegate.didChangeSelection", "delegate.didChange", "note.textDidChange",
            "delegate.shouldEnd", "delegate.didEnd", "note.textDidEndEditing",
            "note.UIKeyboardWillHideNotification", "note.UIKeyboardDidHideNotification",
        ])
        #expect(textView.text == "hi")
        #expect(!textView.isFirstResponder)
    }

    @Test func changeCountsFollowAppliedChangesOnly() throws {
        defer { harness.stop() }
        try textView.enter(text: "turtle magic")
        #expect(delegate.didChangeCount == 12)
        #expect(delegate.didChangeSelectionCount == 12)
        #expect(delegate.textRanges[9] == NSRange(location: 9, length: 0))
        try textView.startEditing()
        try textView.paste(text: " woo")
        #expect((delegate.didChangeCount, delegate.didChangeSelectionCount) == (13, 13))
        try textView.backspace()
        #expect((delegate.didChangeCount, delegate.didChangeSelectionCount) == (14, 14))
        #expect(delegate.textRanges.last == NSRange(location: 15, length: 1))
        delegate.allowChange = false
        try textView.type(text: "x")
        try textView.backspace()
        #expect((delegate.didChangeCount, delegate.didChangeSelectionCount) == (14, 14))
        #expect(textView.text == "turtle magic wo")
        try textView.stopEditing()
        #expect((delegate.didChangeCount, delegate.didChangeSelectionCount) == (14, 14))
    }

    @Test func backspaceOnEmptyTextAndBackspaceAll() throws {
        defer { harness.stop() }
        try textView.startEditing()
        try textView.backspace()
        #expect(delegate.textRanges == [NSRange(location: 0, length: 0)])
        #expect(delegate.didChangeCount == 0)
        try textView.type(text: "tur")
        try textView.backspaceAll()
        #expect(textView.text == "")
        #expect(delegate.textRanges.suffix(3) == [NSRange(location: 2, length: 1), NSRange(location: 1, length: 1), NSRange(location: 0, length: 1)])
    }

    @Test func clearTextSelectsAllAndDeletes() throws {
        defer { harness.stop() }
        try textView.startEditing()
        try textView.paste(text: "turtle")
        harness.log.clear()
        try textView.clearText()
        #expect(textView.text == "")
        #expect(harness.log.entries == ["delegate.shouldChange(0,6,)", "delegate.didChangeSelection", "delegate.didChange", "note.textDidChange"])
        try textView.paste(text: "kept")
        delegate.allowChange = false
        harness.log.clear()
        try textView.clearText()
        #expect(textView.text == "kept")
        #expect(harness.log.entries == ["delegate.shouldChange(0,4,)"])
        try textView.stopEditing()
        let error = try #require(throws: Fleet.TextViewError.self) { try textView.clearText() }
        #expect(error.kind == .notEditing(.clearText))
        #expect(textView.text == "kept")
    }

    @Test func startingTwiceAsksOnceAndAHandOffBetweenTextViewsEndsTheOther() throws {
        defer { harness.stop() }
        try textView.startEditing()
        delegate.didCallShouldBegin = false
        try textView.startEditing()
        #expect(!delegate.didCallShouldBegin)
        let second = TextViewHarness(host: host, log: harness.log, prefix: "second.", observesKeyboard: false)
        defer { second.stop() }
        try second.textView.startEditing()
        #expect(delegate.didCallShouldEnd && delegate.didCallDidEnd)
        #expect(second.textView.isFirstResponder)
    }

    @Test func aRefusedBeginDoesNotAskTheOtherView() throws {
        defer { harness.stop() }
        try textView.startEditing()
        let second = TextViewHarness(host: host, log: EventLog(), prefix: "second.", observesKeyboard: false)
        defer { second.stop() }
        second.delegate.allowBegin = false
        try second.textView.startEditing()
        #expect(!second.textView.isFirstResponder)
        #expect(!delegate.didCallShouldEnd)
        #expect(textView.isFirstResponder)
    }
}

@Suite("Text view refusals (text-input.md §3.1, §4)")
@MainActor
struct TextViewRefusalTests {
    let host = makeHostView()
    let harness: TextViewHarness
    var textView: TextView { harness.textView }
    var delegate: RecordingTextViewDelegate { harness.delegate }

    init() { harness = TextViewHarness(host: host) }

    private func startError() -> Fleet.TextViewError? {
        do {
            try textView.startEditing()
            return nil
        } catch {
            return error
        }
    }

    private func expectNothingHappened() {
        #expect(harness.log.entries.isEmpty)
        #expect(!delegate.didCallShouldBegin)
        #expect(!textView.isFirstResponder)
    }

    @Test func checksRunInOrderAndChangeNothing() throws {
        defer { harness.stop() }
        textView.isUserInteractionEnabled = false
        textView.isHidden = true
        textView.isSelectable = false
        textView.isEditable = false
        #expect(startError()?.kind == .unreachable(.userInteractionDisabled))
        #expect(startError()?.message.contains(": Text view receives no touches (it has user interaction disabled)") == true)
        textView.isUserInteractionEnabled = true
        #expect(startError()?.kind == .unreachable(.notVisible))
        #expect(startError()?.message.contains(": Text view is not visible (it is hidden)") == true)
        textView.isHidden = false
        #expect(startError()?.kind == .notSelectable)
        #expect(startError()?.message.contains(": Text view is not selectable.") == true)
        textView.isSelectable = true
        #expect(startError()?.kind == .notEditable)
        #expect(startError()?.message.contains(": Text view is not editable.") == true)
        textView.isEditable = true
        textView.removeFromSuperview()
        #expect(startError()?.kind == .notInWindow)
        expectNothingHappened()
    }

    @Test func aDecliningDelegateIsAskedAndNothingElseHappens() throws {
        defer { harness.stop() }
        delegate.allowBegin = false
        try textView.enter(text: "x")
        #expect(!textView.isFirstResponder)
        #expect(harness.log.entries == ["delegate.shouldBegin"])
        #expect(!delegate.didCallDidBegin)
        #expect(textView.text == "")
    }

    @Test func operationsNeedAnEditingSession() throws {
        defer { harness.stop() }
        textView.text = "abc"
        let cases: [(Fleet.TextOperation, String, () throws(Fleet.TextViewError) -> Void)] = [
            (.type, "Must start editing the text view before text can be typed into it.", { () throws(Fleet.TextViewError) in try textView.type(text: "x") }),
            (.paste, "Must start editing the text view before text can be pasted into it.", { () throws(Fleet.TextViewError) in try textView.paste(text: "x") }),
            (.backspace, "Must start editing the text view before backspaces can be performed.", { () throws(Fleet.TextViewError) in try textView.backspace() }),
            (.backspace, "Must start editing the text view before backspaces can be performed.", { () throws(Fleet.TextViewError) in try textView.backspaceAll() }),
            (.stopEditing, "Must start editing the text view before you can stop editing it.", { () throws(Fleet.TextViewError) in try textView.stopEditing() }),
        ]
        for (operation, text, body) in cases {
            let error = try #require(throws: Fleet.TextViewError.self) { try body() }
            #expect(error.kind == .notEditing(operation))
            #expect(error.message.contains(text))
        }
        #expect(textView.text == "abc")
        #expect(harness.log.entries.isEmpty)
    }

    @Test func aDelegateRefusingToEndKeepsTheViewEditing() throws {
        defer { harness.stop() }
        try textView.startEditing()
        delegate.allowEnd = false
        harness.log.clear()
        try textView.stopEditing()
        #expect(textView.isFirstResponder)
        #expect(harness.log.entries == ["delegate.shouldEnd"])
    }
}
