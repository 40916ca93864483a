import Foundation
import Lark
import Testing
import XCTest

/// Records every delegate call, in order.
@MainActor
private final class SearchLog: SearchBarDelegate {
    var calls: [String] = []
    var allowsBegin = true
    var refusedCharacters: Set<String> = []

    func searchBarShouldBeginEditing(_ searchBar: SearchBar) -> Bool { calls.append("shouldBegin"); return allowsBegin }
    func searchBarTextDidBeginEditing(_ searchBar: SearchBar) { calls.append("didBegin") }
    func searchBarShouldEndEditing(_ searchBar: SearchBar) -> Bool { calls.append("shouldEnd"); return true }
    func searchBarTextDidEndEditing(_ searchBar: SearchBar) { calls.append("didEnd") }
    func searchBar(_ searchBar: SearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        calls.append("shouldChange \(range.location),\(range.length) '\(text)'")
        return !refusedCharacters.contains(text)
    }
    func searchBar(_ searchBar: SearchBar, textDidChange searchText: String) { calls.append("textDidChange '\(searchText)'") }
    func searchBarSearchButtonClicked(_ searchBar: SearchBar) { calls.append("search '\(searchBar.text ?? "")'") }
    func searchBarCancelButtonClicked(_ searchBar: SearchBar) { calls.append("cancel") }
}

@MainActor
private func hostedSearchBar() -> (Window, SearchBar, SearchLog) {
    let bar = SearchBar(frame: .zero)
    let log = SearchLog()
    bar.delegate = log
    return (hostInWindow(bar, frame: CGRect(x: 0, y: 0, width: 320, height: 56)), bar, log)
}

@Suite @MainActor struct SearchBarTests {
    @Test func searchingTellsTheDelegateEachStepInUIKitsOrder() throws {
        let (window, bar, log) = hostedSearchBar()
        try bar.search(for: "a👍🏽")
        #expect(log.calls == [
            "shouldBegin", "didBegin",
            "shouldChange 0,0 'a'", "textDidChange 'a'",
            "shouldChange 1,0 '👍🏽'", "textDidChange 'a👍🏽'",
            "search 'a👍🏽'",
        ])
        #expect(bar.searchTextField.isFirstResponder, "the keyboard stays up after a search")
        expect(bar).to(displayText("a👍🏽"))
        let failures = gatherFailingExpectations(silently: true) { expect(bar).toNot(displayText("a👍🏽")) }
        #expect(failures.count == 1 && failures[0].message.stringValue.hasPrefix("expected to not display text \"a👍🏽\""))
        log.calls = []
        try bar.search(for: "b")
        #expect(log.calls == ["shouldChange 5,0 'b'", "textDidChange 'a👍🏽b'", "search 'a👍🏽b'"])
        withExtendedLifetime(window) {}
    }

    @Test func aRefusedCharacterChangesNothingAndIsNotReported() throws {
        let (window, bar, log) = hostedSearchBar()
        log.refusedCharacters = ["!"]
        try bar.search(for: "a!")
        #expect(bar.text == "a")
        #expect(log.calls.filter { $0.hasPrefix("textDidChange") } == ["textDidChange 'a'"])
        withExtendedLifetime(window) {}
    }

    @Test func theBarTurnsItsFieldsCallbacksIntoItsOwn() throws {
        let (window, bar, log) = hostedSearchBar()
        bar.placeholder = "Search items"
        #expect(bar.searchTextField.placeholder == "Search items")
        #expect(bar.searchTextField.searchBar === bar)
        bar.text = "set by the app"
        #expect(log.calls.isEmpty, "setting text tells the delegate nothing")
        try bar.searchTextField.startEditing()
        try bar.searchTextField.backspace()
        try bar.searchTextField.stopEditing()
        #expect(log.calls == ["shouldBegin", "didBegin", "shouldChange 13,1 ''", "textDidChange 'set by the ap'", "shouldEnd", "didEnd"])
        withExtendedLifetime(window) {}
    }

    @Test func refusalsChangeNothing() throws {
        let (window, bar, log) = hostedSearchBar()
        let notEditing = try #require(throws: Fleet.SearchBarError.self) { try bar.tapSearchButton() }
        #expect(notEditing.kind == .notEditing)
        let noCancel = try #require(throws: Fleet.SearchBarError.self) { try bar.tapCancelButton() }
        #expect(noCancel.kind == .noCancelButton)
        #expect(noCancel.reason == "It shows no cancel button" && noCancel.remedy == "Set showsCancelButton = true first")
        log.allowsBegin = false
        // The app declining is not a refusal: the call returns, nothing is typed or searched.
        try bar.search(for: "x")
        #expect(bar.text == "")
        #expect(!bar.searchTextField.isFirstResponder)
        #expect(log.calls == ["shouldBegin"])
        log.allowsBegin = true
        bar.showsCancelButton = true
        bar.isHidden = true
        #expect(try #require(throws: Fleet.SearchBarError.self) { try bar.tapCancelButton() }.kind == .unreachable(.notVisible))
        #expect(try #require(throws: Fleet.SearchBarError.self) { try bar.search(for: "x") }.kind == .textInputRefused(.unreachable(.notVisible)))
        bar.isHidden = false
        window.isUserInteractionEnabled = false
        #expect(try #require(throws: Fleet.SearchBarError.self) { try bar.tapCancelButton() }.kind == .unreachable(.userInteractionDisabled))
        window.isUserInteractionEnabled = true
        bar.frame.origin.y = 600
        #expect(try #require(throws: Fleet.SearchBarError.self) { try bar.tapCancelButton() }.kind == .unreachable(.outsideBounds))
        bar.frame.origin.y = 0
        try bar.tapCancelButton()
        #expect(log.calls == ["shouldBegin", "cancel"])
        withExtendedLifetime(window) {}
    }

    /// Random sequences of searches, backspaces, search and cancel taps and the end of editing,
    /// against an oracle that knows the text, whether the field is editing, and which calls each
    /// step must make: refused steps make none.
    @Test(arguments: 0..<30) func randomSequencesMatchTheOracle(seed: Int) throws {
        var random = SeededGenerator(seed: UInt64(seed) &+ 7_000)
        let (window, bar, log) = hostedSearchBar()
        let pieces = ["a", "é", "👍🏽", "z", "!"]
        log.refusedCharacters = ["!"]
        var text = "", editing = false
        for step in 0..<25 {
            log.calls = []
            var expected: [String] = []
            switch Int.random(in: 0..<5, using: &random) {
            case 0:
                let piece = (0..<Int.random(in: 1...3, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
                try bar.search(for: piece)
                if !editing { expected += ["shouldBegin", "didBegin"] }
                for character in piece.map(String.init) {
                    expected.append("shouldChange \(text.utf16.count),0 '\(character)'")
                    if character != "!" { text += character; expected.append("textDidChange '\(text)'") }
                }
                expected.append("search '\(text)'")
                editing = true
            case 1:
                if editing, let last = text.last {
                    try bar.searchTextField.backspace()
                    expected = ["shouldChange \(text.utf16.count - String(last).utf16.count),\(String(last).utf16.count) ''"]
                    text.removeLast()
                    expected.append("textDidChange '\(text)'")
                } else if editing {
                    try bar.searchTextField.backspace() // nothing to delete: asked about (0, 0)
                    expected = ["shouldChange 0,0 ''"]
                } else {
                    #expect(throws: Fleet.TextFieldError.self) { try bar.searchTextField.backspace() }
                }
            case 2:
                if editing { try bar.tapSearchButton(); expected = ["search '\(text)'"] }
                else { #expect(throws: Fleet.SearchBarError.self) { try bar.tapSearchButton() } }
            case 3:
                bar.showsCancelButton = Bool.random(using: &random)
                if bar.showsCancelButton { try bar.tapCancelButton(); expected = ["cancel"] }
                else { #expect(throws: Fleet.SearchBarError.self) { try bar.tapCancelButton() } }
            default:
                if editing { try bar.searchTextField.stopEditing(); expected = ["shouldEnd", "didEnd"]; editing = false }
                else { #expect(throws: Fleet.TextFieldError.self) { try bar.searchTextField.stopEditing() } }
            }
            #expect(log.calls == expected, "seed \(seed), step \(step)")
            #expect(bar.text == text && bar.searchTextField.isFirstResponder == editing, "seed \(seed), step \(step)")
        }
        withExtendedLifetime(window) {}
    }
}

@MainActor
final class SearchBarXCTests: XCTestCase {
    // Async: Linux XCTest cannot call a synchronous main-actor test method.
    func testSearchingUnderXCTest() async throws {
        let (window, bar, log) = hostedSearchBar()
        try bar.search(for: "tea")
        XCTAssertEqual(log.calls.last, "search 'tea'")
        XCTAssertThrowsError(try bar.tapCancelButton())
        withExtendedLifetime(window) {}
    }
}
