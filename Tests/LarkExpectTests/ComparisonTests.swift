import Foundation
import LarkExpect
import Testing

@Suite struct ComparisonTests {
    @Test func beGreaterThan() {
        #expect(checkMatcher(
            LarkExpect.beGreaterThan(2), matching: 3, notMatching: 2,
            to: "expected to be greater than <2>, got <2>", toNot: "expected to not be greater than <2>, got <3>",
            nilTo: "expected to be greater than <2>, got <nil>" + beNilHint,
            nilToNot: "expected to not be greater than <2>, got <nil>" + beNilHint) == [])
        #expect(failures { expect(1) > 2 } == ["expected to be greater than <2>, got <1>"])
        #expect(passes { expect(3) > 2 })
    }

    @Test func beGreaterThanOrEqualTo() {
        #expect(checkMatcher(
            LarkExpect.beGreaterThanOrEqualTo(2), matching: 2, notMatching: 1,
            to: "expected to be greater than or equal to <2>, got <1>",
            toNot: "expected to not be greater than or equal to <2>, got <2>",
            nilTo: "expected to be greater than or equal to <2>, got <nil>" + beNilHint,
            nilToNot: "expected to not be greater than or equal to <2>, got <nil>" + beNilHint) == [])
        #expect(passes { expect(2) >= 2; expect(2.5) >= 2 })
        #expect(failures { expect(1) >= 2 } == ["expected to be greater than or equal to <2>, got <1>"])
    }

    @Test func beLessThan() {
        #expect(checkMatcher(
            LarkExpect.beLessThan(2), matching: 1, notMatching: 2,
            to: "expected to be less than <2>, got <2>", toNot: "expected to not be less than <2>, got <1>",
            nilTo: "expected to be less than <2>, got <nil>" + beNilHint,
            nilToNot: "expected to not be less than <2>, got <nil>" + beNilHint) == [])
        #expect(passes { expect(0) < 1 })
        #expect(failures { expect(2) < 1 } == ["expected to be less than <1>, got <2>"])
    }

    @Test func beLessThanOrEqualTo() {
        #expect(checkMatcher(
            LarkExpect.beLessThanOrEqualTo(2), matching: 2, notMatching: 3,
            to: "expected to be less than or equal to <2>, got <3>",
            toNot: "expected to not be less than or equal to <2>, got <2>",
            nilTo: "expected to be less than or equal to <2>, got <nil>" + beNilHint,
            nilToNot: "expected to not be less than or equal to <2>, got <nil>" + beNilHint) == [])
        #expect(passes { expect(1) <= 1 })
        #expect(failures { expect(2) <= 1 } == ["expected to be less than or equal to <1>, got <2>"])
    }

    @Test func orderingWithNilExpectedFailsBothWays() {
        #expect(failures { expect(1).to(LarkExpect.beLessThan(nil)) } == ["expected to be less than <nil>, got <1>" + beNilHint])
        #expect(failures { expect(1).toNot(LarkExpect.beLessThan(nil)) } == ["expected to not be less than <nil>, got <1>" + beNilHint])
        #expect(failures { expect(Int?.none).to(LarkExpect.beGreaterThan(nil)) } == ["expected to be greater than <nil>, got <nil>" + beNilHint])
    }

    /// A nil bound or expected value still evaluates the actual one: what it throws is reported.
    @Test func aNilBoundStillReportsWhatTheExpressionThrows() {
        struct Boom: Error, CustomStringConvertible { var description: String { "boom" } }
        let thrown = ["unexpected error thrown: <boom>"]
        #expect(failures { expect { () throws -> Int in throw Boom() }.to(LarkExpect.beGreaterThan(nil)) } == thrown)
        #expect(failures { expect { () throws -> Int in throw Boom() }.toNot(LarkExpect.beLessThanOrEqualTo(nil)) } == thrown)
        #expect(failures { expect { () throws -> Int in throw Boom() }.to(equal(nil)) } == thrown)
        #expect(failures { expect { () throws -> Int in throw Boom() }.toNot(equal(nil)) } == thrown)
    }

    @Test func beWithinHalfOpenRange() {
        #expect(checkMatcher(
            beWithin(0..<2.1), matching: 2.0, notMatching: 2.1,
            to: "expected to be within range <(0.0..<2.1)>, got <2.1>",
            toNot: "expected to not be within range <(0.0..<2.1)>, got <2.0>",
            nilTo: "expected to be within range <(0.0..<2.1)>, got <nil>" + beNilHint,
            nilToNot: "expected to not be within range <(0.0..<2.1)>, got <nil>" + beNilHint) == [])
        #expect(passes { expect(4).to(beWithin(3..<5)); expect(5).toNot(beWithin(3..<5)) })
    }

    @Test func beWithinClosedRange() {
        #expect(checkMatcher(
            beWithin(3...5), matching: 5, notMatching: 6,
            to: "expected to be within range <(3...5)>, got <6>",
            toNot: "expected to not be within range <(3...5)>, got <5>",
            nilTo: "expected to be within range <(3...5)>, got <nil>" + beNilHint,
            nilToNot: "expected to not be within range <(3...5)>, got <nil>" + beNilHint) == [])
    }

    @Test func beCloseTo() {
        #expect(checkMatcher(
            LarkExpect.beCloseTo(1.2001), matching: 1.2, notMatching: 1.3,
            to: "expected to be close to <1.2001> (within 0.0001), got <1.3>",
            toNot: "expected to not be close to <1.2001> (within 0.0001), got <1.2>",
            nilTo: "expected to be close to <1.2001> (within 0.0001), got <nil>" + beNilHint,
            nilToNot: "expected to not be close to <1.2001> (within 0.0001), got <nil>" + beNilHint) == [])
        #expect(passes {
            expect(1.2).to(LarkExpect.beCloseTo(9.3, within: 10))
            expect(1.2 as Float).to(LarkExpect.beCloseTo(1.2001))
            expect(CGFloat(1.2)).to(LarkExpect.beCloseTo(1.2001))
        })
        #expect(failures { expect(1.2).toNot(LarkExpect.beCloseTo(1.2001, within: 1.1)) }
            == ["expected to not be close to <1.2001> (within 1.1), got <1.2>"])
        #expect(failures { expect(CGFloat(1.2)).toNot(LarkExpect.beCloseTo(1.2001, within: 1.1)) }
            == ["expected to not be close to <1.2001> (within 1.1), got <1.2>"])
    }

    @Test func beCloseToOperators() {
        #expect(passes {
            expect(1.2) ≈ 1.2001
            expect(1.2) ≈ (9.3, 10)
            expect(1.2) ≈ 9.3 ± 10
            expect(1.2) == 9.3 ± 10
            expect([0.0, 1.1]) ≈ [0.0001, 1.1001]
        })
        #expect(failures { expect(1.2) ≈ 1.2002 } == ["expected to be close to <1.2002> (within 0.0001), got <1.2>"])
        #expect(failures { expect(1.3) ≈ 1.1 ± 0.1 } == ["expected to be close to <1.1> (within 0.1), got <1.3>"])
        #expect(failures { expect(1.3) == 1.1 ± 0.1 } == ["expected to be close to <1.1> (within 0.1), got <1.3>"])
        #expect(failures { expect(1.3) ≈ (1.1, 0.1) } == ["expected to be close to <1.1> (within 0.1), got <1.3>"])
    }

    @Test func beCloseToArrays() {
        #expect(checkMatcher(
            LarkExpect.beCloseTo([0.3, 1.3], within: 0.1), matching: [0.3, 1.25], notMatching: [0.1, 1.2],
            to: "expected to be close to <[0.3, 1.3]> (each within 0.1), got <[0.1, 1.2]>",
            toNot: "expected to not be close to <[0.3, 1.3]> (each within 0.1), got <[0.3, 1.25]>",
            nilTo: "expected to be close to <[0.3, 1.3]> (each within 0.1), got <nil>" + beNilHint,
            nilToNot: "expected to not be close to <[0.3, 1.3]> (each within 0.1), got <nil>" + beNilHint) == [])
        #expect(passes {
            expect([0.0, 1.1, 2.2]).to(LarkExpect.beCloseTo([0.1, 1.2, 2.3], within: 0.1))
            expect([1.0]).toNot(LarkExpect.beCloseTo([1.0, 2.0]))
        })
        #expect(failures { expect([0.1, 1.2]) ≈ [0.1, 1.1] }
            == ["expected to be close to <[0.1, 1.1]> (each within 0.0001), got <[0.1, 1.2]>"])
    }
}
