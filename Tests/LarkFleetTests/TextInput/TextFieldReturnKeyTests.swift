import Foundation
import Lark
import Testing
import XCTest

/// Records the delegate questions and the field's events, and answers `textFieldShouldReturn`
/// with `returns`.
@MainActor
private final class ReturnRecorder: TextFieldDelegate {
    var log: [String] = []
    var returns = true
    var resignsOnReturn = false

    func textFieldShouldReturn(_ textField: TextField) -> Bool {
        log.append("shouldReturn")
        if resignsOnReturn { _ = textField.resignFirstResponder() }
        return returns
    }
    func textFieldShouldEndEditing(_ textField: TextField) -> Bool {
        log.append("shouldEnd")
        return true
    }
    func textFieldDidEndEditing(_ textField: TextField) { log.append("didEnd") }
}

@Suite @MainActor struct TextFieldReturnKeyTests {
    private func editingField() throws -> (Window, TextField, ReturnRecorder) {
        let field = TextField(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        let recorder = ReturnRecorder()
        field.delegate = recorder
        let window = hostInWindow(field, frame: field.frame)
        try field.startEditing()
        recorder.log = []
        return (window, field, recorder)
    }

    @Test func returnAsksTheDelegateThenSendsEditingDidEndOnExitAndEndsEditingWhenSomethingListens() throws {
        let (window, field, recorder) = try editingField()
        field.addAction(Action { _ in recorder.log.append("didEndOnExit") }, for: .editingDidEndOnExit)
        field.addAction(Action { _ in recorder.log.append("editingDidEnd") }, for: .editingDidEnd)
        try field.tapReturnKey()
        #expect(recorder.log == ["shouldReturn", "didEndOnExit", "shouldEnd", "editingDidEnd", "didEnd"])
        #expect(!field.isFirstResponder)
        withExtendedLifetime(window) {}
    }

    @Test func withNothingListeningTheFieldKeepsEditingUnlessTheDelegateResigns() throws {
        let (window, field, recorder) = try editingField()
        try field.tapReturnKey()
        #expect(recorder.log == ["shouldReturn"])
        #expect(field.isFirstResponder)
        recorder.resignsOnReturn = true
        try field.tapReturnKey()
        #expect(recorder.log == ["shouldReturn", "shouldReturn", "shouldEnd", "didEnd"])
        #expect(!field.isFirstResponder)
        withExtendedLifetime(window) {}
    }

    @Test func aDelegateThatSaysNoDeclinesAndNothingIsSent() throws {
        let (window, field, recorder) = try editingField()
        recorder.returns = false
        field.addAction(Action { _ in recorder.log.append("didEndOnExit") }, for: .editingDidEndOnExit)
        try field.tapReturnKey()
        #expect(recorder.log == ["shouldReturn"])
        #expect(field.isFirstResponder)
        withExtendedLifetime(window) {}
    }

    @Test func aFieldThatIsNotEditingShowsNoReturnKey() throws {
        let field = TextField(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        let recorder = ReturnRecorder()
        field.delegate = recorder
        let window = hostInWindow(field, frame: field.frame)
        let error = try #require(throws: Fleet.TextFieldError.self) { try field.tapReturnKey() }
        #expect(error.kind == .notEditing(.tapReturnKey))
        #expect(error.message == "Cannot edit TextField: Must start editing the text field before the keyboard's return key can be tapped. Call startEditing() first.")
        #expect(recorder.log.isEmpty)
        withExtendedLifetime(window) {}
    }

    @Test func withoutADelegateReturnIsAYes() throws {
        let field = TextField(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        let window = hostInWindow(field, frame: field.frame)
        var exits = 0
        field.addAction(Action { _ in exits += 1 }, for: .editingDidEndOnExit)
        try field.startEditing()
        try field.tapReturnKey()
        #expect(exits == 1 && !field.isFirstResponder)
        withExtendedLifetime(window) {}
    }
}

@MainActor
final class TextFieldReturnKeyXCTests: XCTestCase {
    func testADeclinedReturnSendsNothingUnderXCTest() async throws {
        let field = TextField(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        let recorder = ReturnRecorder()
        recorder.returns = false
        field.delegate = recorder
        let window = hostInWindow(field, frame: field.frame)
        field.addAction(Action { _ in recorder.log.append("didEndOnExit") }, for: .editingDidEndOnExit)
        try field.startEditing()
        try field.tapReturnKey()
        XCTAssertEqual(recorder.log, ["shouldReturn"])
        XCTAssertTrue(field.isFirstResponder)
        withExtendedLifetime(window) {}
    }
}
