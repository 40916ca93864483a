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
