@testable import LarkExpect
import Testing

@Suite struct StringDifferenceTests {
    let header = "Difference (- expected, + actual):"

    @Test func longOneLineStringsShowAWindowAroundTheFirstDifference() {
        let common = String(repeating: "a", count: 60)
        #expect(Diagnostics.differenceLines(expected: common + "b", actual: common + "c") == [
            header,
            "  first difference at offset 60:",
            #"  - "…aaaaaaaaaaaaaaaaaaaab""#,
            #"  + "…aaaaaaaaaaaaaaaaaaaac""#,
            "                          ^",
        ])
        #expect(Diagnostics.differenceLines(expected: "The quick brown fox jumps over the lazy dog", actual: "The quick brown fix jumps over the lazy dog") == [
            header,
            "  first difference at offset 17:",
            #"  - "The quick brown fox jumps over the la…""#,
            #"  + "The quick brown fix jumps over the la…""#,
            "                      ^",
        ])
    }

    @Test func escapesDoNotShiftTheMarker() {
        #expect(Diagnostics.stringDifference(expected: "a\tb\"c", actual: "a\tb\"d") == [
            header,
            "  first difference at offset 4:",
            #"  - "a\tb\"c""#,
            #"  + "a\tb\"d""#,
            "           ^",
        ])
    }

    @Test func stringDifferenceAlwaysAnswersForUnequalStrings() {
        #expect(Diagnostics.stringDifference(expected: "hello", actual: "hallo") == [
            header, "  first difference at offset 1:", #"  - "hello""#, #"  + "hallo""#, "      ^",
        ])
        #expect(Diagnostics.stringDifference(expected: "same", actual: "same") == [])
    }

    @Test func nonASCIITextCountsCharacters() {
        #expect(Diagnostics.stringDifference(expected: "café crème", actual: "café creme") == [
            header, "  first difference at offset 7:", #"  - "café crème""#, #"  + "café creme""#, "            ^",
        ])
        // "e" + combining acute accent is one character, as is a flag.
        #expect(Diagnostics.stringDifference(expected: "e\u{301}🇫🇷x", actual: "e\u{301}🇫🇷y") == [
            header, "  first difference at offset 2:", "  - \"e\u{301}🇫🇷x\"", "  + \"e\u{301}🇫🇷y\"", "       ^",
        ])
        // A vertical tab is a line break for `Character`, so both walks take the line diff.
        #expect(Diagnostics.stringDifference(expected: "a\u{0B}b", actual: "a\u{0B}c").dropFirst().first == "  lines differ:")
    }

    /// The byte walk that ASCII text takes against the `Character` walk, for every pair of
    /// strings of up to three characters from an alphabet with escapes, and long ones whose
    /// windows are cut.
    @Test func theByteWalkAgreesWithTheCharacterWalk() {
        let alphabet = ["a", "b", "\t", "\""]
        var texts = [""]
        for _ in 0..<3 { texts += texts.flatMap { text in alphabet.map { text + $0 } } }
        texts = Array(Set(texts))
        let long = String(repeating: "x", count: 45)
        texts += texts.prefix(20).flatMap { [long + $0, $0 + long, long + $0 + long] }
        for expected in texts {
            for actual in texts where expected != actual {
                let bytes = diagnosticTextDifference(expected: expected, actual: actual, path: "p")
                let characters = diagnosticTextDifference(expected: expected, actual: actual, path: "p", byteWalk: false)
                #expect(bytes == characters, "\(expected.debugDescription) vs \(actual.debugDescription)")
            }
        }
    }

    @Test func multiLineStringsGetALineDiff() {
        let expected = "line 1\nline 2\nline 3\nline 4\nline 5\nline 6"
        let actual = "line 1\nline 2\nline 3\nline four\nline 5\nline 6"
        #expect(Diagnostics.differenceLines(expected: expected, actual: actual) == [
            header,
            "  lines differ:",
            "  … (2 unchanged lines)",
            "    line 3",
            "  - line 4",
            "  + line four",
            "    line 5",
            "    line 6",
        ])
        #expect(Diagnostics.differenceLines(expected: "a\nb", actual: "a\nb\nc\t") == [
            header, "  lines differ:", "    a", "    b", #"  + c\t"#,
        ])
    }

    @Test func nestedStringsAreNamedByTheirPath() {
        let long = String(repeating: "x", count: 30)
        #expect(Diagnostics.differenceLines(
            expected: RenderUser(name: long + "1", roles: [], age: 1),
            actual: RenderUser(name: long + "2", roles: [], age: 1)) == [
            header,
            "  name: first difference at offset 30:",
            #"  - "…xxxxxxxxxxxxxxxxxxxx1""#,
            #"  + "…xxxxxxxxxxxxxxxxxxxx2""#,
            "                          ^",
        ])
    }
}
