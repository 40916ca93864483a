import Foundation
import Lark
import Testing
@testable import LarkTestSupport

@Suite("TextField.clearText() (text-input.md §2.7)")
@MainActor
struct TextFieldClearTextTests {
    let host = makeHostView()
    let harness: TextFieldHarness
    var field: TextField { harness.field }
    var delegate: RecordingTextFieldDelegate { harness.delegate }

    init() {
        harness = TextFieldHarness(host: host)
        harness.field.text = "turtle magic"
    }

    private func clearError() -> Fleet.TextFieldError? {
        do {
            try field.clearText()
            return nil
        } catch {
            return error
        }
    }

    private func expectUnchanged() {
        #expect(field.text == "turtle magic")
        #expect(!delegate.didCallShouldClear)
        #expect(harness.recorder.events.isEmpty)
    }

    @Test func clearingAsksTheDelegateThenEmptiesWithOneChange() throws {
        defer { harness.stop() }
        field.clearButtonMode = .always
        try field.clearText()
        #expect(field.text == "")
        #expect(harness.log.entries == ["delegate.shouldClear", "event.editingChanged", "note.textDidChange"])
        #expect(harness.recorder.events == ["editingChanged", "allEditingEvents"])
        #expect(!field.isFirstResponder, "clearing does not begin editing")
    }

    @Test func aDelegateRefusingToClearChangesNothing() throws {
        defer { harness.stop() }
        field.clearButtonMode = .always
        delegate.allowClear = false
        try field.clearText()
        #expect(field.text == "turtle magic")
        #expect(harness.log.entries == ["delegate.shouldClear"])
        #expect(harness.recorder.events.isEmpty)
    }

    @Test func neverShownClearButtonIsRefusedEditingOrNot() throws {
        defer { harness.stop() }
        #expect(clearError()?.kind == .clearButtonNeverShown)
        #expect(clearError()?.message.contains("Clear button is never displayed") == true)
        try field.startEditing()
        harness.clear()
        #expect(clearError()?.kind == .clearButtonNeverShown)
        expectUnchanged()
    }

    @Test func whileEditingNeedsEditing() throws {
        defer { harness.stop() }
        field.clearButtonMode = .whileEditing
        #expect(clearError()?.kind == .clearButtonHiddenWhileNotEditing)
        #expect(clearError()?.message.contains("Clear button is hidden when not editing") == true)
        expectUnchanged()
        try field.startEditing()
        try field.clearText()
        #expect(field.text == "")
    }

    @Test func unlessEditingNeedsNotEditing() throws {
        defer { harness.stop() }
        field.clearButtonMode = .unlessEditing
        try field.startEditing()
        harness.clear()
        #expect(clearError()?.kind == .clearButtonHiddenWhileEditing)
        #expect(clearError()?.message.contains("Clear button is hidden when editing") == true)
        expectUnchanged()
        try field.stopEditing()
        try field.clearText()
        #expect(field.text == "")
    }

    @Test func alwaysWorksEditingOrNot() throws {
        defer { harness.stop() }
        field.clearButtonMode = .always
        try field.startEditing()
        try field.clearText()
        #expect(field.text == "")
        try field.stopEditing()
        field.text = "again"
        try field.clearText()
        #expect(field.text == "")
    }

    @Test func unreachableFieldsAreRefused() throws {
        defer { harness.stop() }
        field.clearButtonMode = .always
        field.isHidden = true
        #expect(clearError()?.kind == .unreachable(.notVisible))
        field.isHidden = false
        field.isEnabled = false
        #expect(clearError()?.kind == .notEnabled)
        field.isEnabled = true
        field.isUserInteractionEnabled = false
        #expect(clearError()?.kind == .unreachable(.userInteractionDisabled))
        field.isUserInteractionEnabled = true
        field.removeFromSuperview()
        #expect(clearError()?.kind == .notInWindow)
        expectUnchanged()
    }

    @Test func anEmptyFieldShowsNoClearButton() throws {
        defer { harness.stop() }
        field.clearButtonMode = .always
        field.text = ""
        #expect(clearError()?.kind == .nothingToClear)
        #expect(!delegate.didCallShouldClear)
        #expect(harness.recorder.events.isEmpty)
    }
}
