import LarkExpect
import Testing

// `stringify` finds strings and integers by type before trying protocol casts. A test target
// may still give an integer type a text of its own, and then that text must win: this file
// gives one to `UInt16` (no other test of this target renders a `UInt16`).
extension UInt16: TestOutputStringConvertible {
    public var testDescription: String { "UInt16(\(self))" }
}

@Suite struct StringifyFastPathTests {
    @Test func integersAndStringsReadAsBefore() {
        #expect(stringify(42) == "42")
        #expect(stringify(-7 as Int64) == "-7")
        #expect(stringify(7 as UInt8) == "7")
        #expect(stringify("tea") == "tea")
        #expect(stringify(42 as Any) == "42")
        #expect(stringify(Optional<Int>.none) == "nil")
    }

    @Test func anIntegerTypeWithItsOwnTestTextKeepsIt() {
        #expect(stringify(3 as UInt16) == "UInt16(3)")
        #expect(failures { expect(3 as UInt16).to(equal(4)) } == ["expected to equal <UInt16(4)>, got <UInt16(3)>"])
    }
}
