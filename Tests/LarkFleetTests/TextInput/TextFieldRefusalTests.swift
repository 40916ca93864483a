import Foundation
import Lark
import Testing
@testable import LarkTestSupport

@Suite("Text field refusals leave everything unchanged (text-input.md §2, §4)")
@MainActor
struct TextFieldRefusalTests {
    let host = makeHostView()
    let harness: TextFieldHarness
    var field: TextField { harness.field }
    var delegate: RecordingTextFieldDelegate { harness.delegate }

    init() { harness = TextFieldHarness(host: host) }

    private func expectNothingHappened() {
        #expect(harness.log.entries.isEmpty)
        #expect(harness.recorder.events.isEmpty)
        #expect(!delegate.didCallShouldBegin && !delegate.didCallDidBegin && !delegate.didCallShouldEnd && !delegate.didCallDidEnd)
        #expect(delegate.textRanges.isEmpty)
        #expect(!field.isFirstResponder)
        #expect(field.text == "")
    }

    @Test func userInteractionDisabledRefusesEnter() throws {
        defer { harness.stop() }
        field.isUserInteractionEnabled = false
        let error = try #require(throws: Fleet.TextFieldError.self) { try field.enter(text: "turtle magic") }
        #expect(error.kind == .unreachable(.userInteractionDisabled))
        #expect(error.name == "Fleet.TextFieldError")
        #expect(error.message.contains("Cannot edit TextField: Text field receives no touches (it has user interaction disabled)"))
        expectNothingHappened()
    }

    @Test func anAncestorWithoutUserInteractionRefusesToo() throws {
        defer { harness.stop() }
        host.isUserInteractionEnabled = false
        let error = try #require(throws: Fleet.TextFieldError.self) { try field.startEditing() }
        #expect(error.kind == .unreachable(.userInteractionDisabled))
        #expect(error.message.contains("(its ancestor <View> has user interaction disabled). Set isUserInteractionEnabled = true on that view."))
        expectNothingHappened()
    }

    @Test func aHiddenFieldIsRefused() throws {
        defer { harness.stop() }
        field.isHidden = true
        let error = try #require(throws: Fleet.TextFieldError.self) { try field.startEditing() }
        #expect(error.kind == .unreachable(.notVisible))
        #expect(error.message.contains("Text field is not visible (it is hidden)"))
        expectNothingHappened()
    }

    @Test func aDisabledFieldIsRefused() throws {
        defer { harness.stop() }
        field.isEnabled = false
        let error = try #require(throws: Fleet.TextFieldError.self) { try field.startEditing() }
        #expect(error.kind == .notEnabled)
        #expect(error.message.contains(": Text field is not enabled. Set isEnabled = true first."))
        expectNothingHappened()
    }

    @Test func hiddenIsReportedBeforeDisabled() throws {
        defer { harness.stop() }
        field.isHidden = true
        field.isEnabled = false
        let error = try #require(throws: Fleet.TextFieldError.self) { try field.startEditing() }
        #expect(error.kind == .unreachable(.notVisible))
    }

    @Test func aFieldOutsideAWindowIsRefusedBeforeAnythingHappens() throws {
        defer { harness.stop() }
        field.removeFromSuperview()
        let error = try #require(throws: Fleet.TextFieldError.self) { try field.startEditing() }
        #expect(error.kind == .notInWindow)
        #expect(error.message.contains("not part of a window's hierarchy"))
        expectNothingHappened()
    }

    /// docs/declines.md: the app declining is not a refusal; the call returns.
    @Test func aDecliningDelegateGetsTheTouchButNothingElse() throws {
        defer { harness.stop() }
        field.clearsOnBeginEditing = true
        delegate.allowBegin = false
        try field.startEditing()
        #expect(harness.recorder.events == ["touchDown", "allTouchEvents"])
        #expect(harness.log.entries == ["event.touchDown", "delegate.shouldBegin"])
        #expect(!delegate.didCallDidBegin)
        #expect(!delegate.didCallShouldClear)
        #expect(!field.isFirstResponder)
    }

    @Test func enterWithADecliningDelegateTypesNothingAndReturns() throws {
        defer { harness.stop() }
        delegate.allowBegin = false
        try field.enter(text: "abc")
        #expect(field.text == "")
        #expect(!field.isFirstResponder)
        #expect(delegate.textRanges.isEmpty)
    }

    @Test(arguments: [
        (Fleet.TextOperation.type, "Must start editing the text field before text can be typed into it."),
        (.paste, "Must start editing the text field before text can be pasted into it."),
        (.backspace, "Must start editing the text field before backspaces can be performed."),
        (.stopEditing, "Must start editing the text field before you can stop editing it."),
        (.tapReturnKey, "Must start editing the text field before the keyboard's return key can be tapped."),
    ])
    func operationsNeedAnEditingSession(operation: Fleet.TextOperation, text: String) throws {
        defer { harness.stop() }
        field.text = "abc"
        let error = try #require(throws: Fleet.TextFieldError.self) {
            switch operation {
            case .type: try field.type(text: "x")
            case .paste: try field.paste(text: "x")
            case .backspace: try field.backspace()
            case .stopEditing: try field.stopEditing()
            case .tapReturnKey: try field.tapReturnKey()
            case .clearText: break
            }
        }
        #expect(error.kind == .notEditing(operation))
        #expect(error.message.contains(text))
        #expect(field.text == "abc")
        #expect(harness.log.entries.isEmpty)
        let all = try #require(throws: Fleet.TextFieldError.self) { try field.backspaceAll() }
        #expect(all.kind == .notEditing(.backspace))
        #expect(field.text == "abc")
    }

    @Test func aDelegateDecliningToEndKeepsTheFieldEditing() throws {
        defer { harness.stop() }
        try field.startEditing()
        delegate.allowEnd = false
        harness.clear()
        try field.stopEditing()
        #expect(field.isFirstResponder)
        #expect(harness.log.entries == ["delegate.shouldEnd"])
        #expect(harness.recorder.events.isEmpty)
    }

    @Test func stopEditingEndsTheSession() throws {
        defer { harness.stop() }
        try field.startEditing()
        harness.clear()
        try field.stopEditing()
        #expect(harness.recorder.events == ["editingDidEnd", "allEditingEvents"])
        #expect(harness.log.entries == ["delegate.shouldEnd", "event.editingDidEnd", "delegate.didEnd", "note.textDidEndEditing",
                                        "note.UIKeyboardWillHideNotification", "note.UIKeyboardDidHideNotification"])
        #expect(!field.isFirstResponder)
    }
}
