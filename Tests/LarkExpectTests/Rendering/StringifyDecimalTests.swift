import LarkExpect
import Testing

/// Floating-point values read as Nimble prints them, exponents included (ReactiveSwift's suite
/// checks `beCloseTo` on a value near `Int64.max`).
@Suite struct StringifyDecimalTests {
    @Test func plainDecimalsKeepUpToFourPlaces() {
        #expect(stringify(1.5) == "1.5")
        #expect(stringify(0.125) == "0.125")
        #expect(stringify(3.14159) == "3.1416")
    }

    @Test func aValueWithAnExponentAndAPointIsPrintedWithFourPlacesAsInNimble() {
        #expect(stringify(9.223372036854776e+16) == "92233720368547760.0000")
        #expect(stringify(1.5e-07) == "0.0000")
        #expect(failures { expect(9.223372036854776e+16).toNot(beCloseTo(9.223372036854776e+16, within: 1)) }
            == ["expected to not be close to <92233720368547760.0000> (within 1.0), got <92233720368547760.0000>"])
    }

    @Test func anExponentWithoutAPointStaysAsSwiftPrintsIt() {
        #expect(stringify(1e-05) == "1e-05")
    }
}
