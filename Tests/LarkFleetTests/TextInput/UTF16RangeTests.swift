@testable import LarkTestSupport
import Foundation
import Lark
import Testing

@Suite("Ranges are UTF-16 ranges, as in UIKit (text-input.md §5.1)")
@MainActor
struct UTF16RangeTests {
    let host = makeHostView()

    @Test func typingEmojiAndCombiningCharactersGivesUTF16Locations() throws {
        let harness = TextFieldHarness(host: host)
        defer { harness.stop() }
        try harness.field.startEditing()
        try harness.field.type(text: "a👍🏽e\u{301}b")
        #expect(harness.delegate.textChanges == ["a", "👍🏽", "e\u{301}", "b"])
        #expect(harness.delegate.textRanges.map(\.location) == [0, 1, 5, 7])
        #expect(harness.delegate.textRanges.allSatisfy { $0.length == 0 })
        #expect(harness.field.text == "a👍🏽e\u{301}b")
        #expect(harness.recorder.events.filter { $0 == "editingChanged" }.count == 4)
    }

    @Test func backspaceDeletesAWholeGraphemeWithItsUTF16Length() throws {
        let harness = TextFieldHarness(host: host)
        defer { harness.stop() }
        try harness.field.startEditing()
        try harness.field.paste(text: "a👍🏽e\u{301}")
        #expect(harness.delegate.textRanges == [NSRange(location: 0, length: 0)])
        try harness.field.backspace()
        try harness.field.backspace()
        #expect(harness.delegate.textRanges.dropFirst() == [NSRange(location: 5, length: 2), NSRange(location: 1, length: 4)])
        #expect(harness.field.text == "a")
        try harness.field.paste(text: "🐢")
        #expect(harness.delegate.textRanges.last == NSRange(location: 1, length: 0))
        try harness.field.type(text: "x")
        #expect(harness.delegate.textRanges.last == NSRange(location: 3, length: 0), "a turtle emoji is two UTF-16 units")
    }

    @Test func aCombiningMarkTypedAloneJoinsThePreviousCharacter() throws {
        let harness = TextFieldHarness(host: host)
        defer { harness.stop() }
        try harness.field.startEditing()
        try harness.field.type(text: "e")
        try harness.field.type(text: "\u{301}")
        #expect(harness.delegate.textRanges.map(\.location) == [0, 1])
        #expect(harness.field.text == "é")
        try harness.field.backspace()
        #expect(harness.delegate.textRanges.last == NSRange(location: 0, length: 2))
        #expect(harness.field.text == "")
    }

    @Test func textViewsUseUTF16RangesToo() throws {
        let harness = TextViewHarness(host: host)
        defer { harness.stop() }
        try harness.textView.startEditing()
        try harness.textView.type(text: "🇫🇷x")
        #expect(harness.delegate.textRanges.map(\.location) == [0, 4])
        try harness.textView.backspaceAll()
        #expect(harness.delegate.textRanges.suffix(2) == [NSRange(location: 4, length: 1), NSRange(location: 0, length: 4)])
        #expect(harness.textView.text == "")
    }
}
