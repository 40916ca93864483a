import Foundation
import LarkExpect
import XCTest

/// The difference lines each matcher adds to its failures (issue 13), under XCTest: exact full
/// texts for `to` and `toNot`, with `stringValue` left as Nimble prints it.
final class MatcherDifferenceTests: XCTestCase {
    private let header = "Difference (- expected, + actual):"

    // MARK: Nimble's text stays as it is

    func testStringValueIsNimblesLineWhileFullTextHasTheDifference() {
        let records = gatherFailingExpectations(silently: true) { expect([1, 2, 9]).to(equal([1, 2, 3])) }
        XCTAssertEqual(records.map(\.message.stringValue), ["expected to equal <[1, 2, 3]>, got <[1, 2, 9]>"])
        XCTAssertEqual(records.map(\.message.difference), [[header, "  [2]: expected 3, got 9"]])
        XCTAssertEqual(records.map(\.message.fullText), ["expected to equal <[1, 2, 3]>, got <[1, 2, 9]>\n\(header)\n  [2]: expected 3, got 9"])
        XCTAssertEqual(records.map(\.message.description), records.map(\.message.fullText))
    }

    func testNimblesOwnMessagesAreUnchanged() {
        let texts = gatherFailingExpectations(silently: true) {
            expect([2, 3, 4]).to(equal([1, 2, 3]))
            expect(1.2).to(beCloseTo(1.2201))
            expect([2, 3, 4, 5, 6, 7]).to(allPass(beLessThan(5)))
        }.map(\.message.stringValue)
        XCTAssertEqual(texts, [
            "expected to equal <[1, 2, 3]>, got <[2, 3, 4]>",
            "expected to be close to <1.2201> (within 0.0001), got <1.2>",
            "expected to all be less than <5>, but failed first at element <5> in <[2, 3, 4, 5, 6, 7]>",
        ])
    }

    // MARK: equal and its operators

    func testEqualShowsTheDifferingFieldByItsPath() {
        let expected = DiffUser(name: "Ann", roles: ["admin", "ops"], age: 30)
        let actual = DiffUser(name: "Ann", roles: ["admin", "dev"], age: 30)
        let first = #"expected to equal <DiffUser(name: "Ann", roles: ["admin", "ops"], age: 30)>, got <DiffUser(name: "Ann", roles: ["admin", "dev"], age: 30)>"#
        let lines = [header, #"  roles[1]: expected "ops", got "dev""#]
        XCTAssertEqual(fullFailures { expect(actual).to(equal(expected)) }, [([first] + lines).joined(separator: "\n")])
        XCTAssertEqual(fullFailures { expect(actual) == expected }, [([first] + lines).joined(separator: "\n")])
        XCTAssertEqual(fullFailures { expect(expected).toNot(equal(expected)) },
                       [#"expected to not equal <DiffUser(name: "Ann", roles: ["admin", "ops"], age: 30)>, got <DiffUser(name: "Ann", roles: ["admin", "ops"], age: 30)>"#])
        XCTAssertEqual(fullFailures { expect(expected) != expected }, fullFailures { expect(expected).toNot(equal(expected)) })
    }

    func testEqualOnScalarsAndShortStringsAddsNothing() {
        XCTAssertEqual(fullFailures { expect(1).to(equal(2)) }, ["expected to equal <2>, got <1>"])
        XCTAssertEqual(fullFailures { expect("early").to(equal("late")) }, ["expected to equal <late>, got <early>"])
    }

    func testShortStringsThatLookAlikeGetAMarker() {
        XCTAssertEqual(fullFailures { expect("cat").to(equal("cut")) }, [
            "expected to equal <cut>, got <cat>\nDifference (- expected, + actual):\n  first difference at offset 1:\n  - \"cut\"\n  + \"cat\"\n      ^",
        ])
        XCTAssertEqual(fullFailures { expect("Save").to(equal("save")) }.first?.components(separatedBy: "\n").last, "     ^")
        XCTAssertEqual(fullFailures { expect(nil as [Int]?).to(equal([1])) }, ["expected to equal <[1]>, got <nil> (use beNil() to match nils)"])
    }

    func testEqualOnLongStringsShowsWhereTheyFirstDiffer() {
        XCTAssertEqual(fullFailures {
            expect("The quick brown fox jumps over the lazy dog").to(equal("The quick brown fox jumped over the lazy dog"))
        }, [[
            "expected to equal <The quick brown fox jumped over the lazy dog>, got <The quick brown fox jumps over the lazy dog>",
            header,
            "  first difference at offset 24:",
            #"  - "…quick brown fox jumped over the lazy dog""#,
            #"  + "…quick brown fox jumps over the lazy dog""#,
            "                          ^",
        ].joined(separator: "\n")])
    }

    func testEqualOnMultiLineStringsShowsALineDiff() {
        XCTAssertEqual(fullFailures { expect("one\ntwo\nthree\nfour").to(equal("one\n2\nthree\nfour")) }, [[
            "expected to equal <one2threefour>, got <onetwothreefour>",
            header, "  lines differ:", "    one", "  - 2", "  + two", "    three", "    four",
        ].joined(separator: "\n")])
    }

    func testEqualOnDictionariesAndSetsIsStable() {
        let dictionary = fullFailures { expect(["b": 2, "a": 1, "c": 3]).to(equal(["a": 1, "b": 5, "c": 3])) }
        XCTAssertEqual(dictionary.map { Array($0.split(separator: "\n").dropFirst()) }, [[Substring(header), #"  ["b"]: expected 5, got 2"#]])
        let set = gatherFailingExpectations(silently: true) { expect(Set([1, 2, 4])).to(equal(Set([1, 2, 3]))) }
        XCTAssertEqual(set.map(\.message.difference), [[header, "  - contains 3", "  + contains 4"]])
        XCTAssertEqual(set.map { $0.message.stringValue.hasSuffix(", missing <[3]>, extra <[4]>") }, [true])
    }

    func testEqualOnTuples() {
        XCTAssertEqual(fullFailures { expect((1, "a")).to(equal((1, "b"))) },
                       ["expected to equal <(1, \"b\")>, got <(1, \"a\")>\n\(header)\n  .1: expected \"b\", got \"a\""])
    }

    // MARK: elementsEqual, beginWith, endWith

    func testElementsEqual() {
        XCTAssertEqual(fullFailures { expect([1, 2, 4]).to(elementsEqual(1...3)) },
                       ["expected to elementsEqual <ClosedRange(1...3)>, got <[1, 2, 4]>\n\(header)\n  [2]: expected 3, got 4"])
        XCTAssertEqual(fullFailures { expect([1, 2, 3]).toNot(elementsEqual(1...3)) },
                       ["expected to not elementsEqual <ClosedRange(1...3)>, got <[1, 2, 3]>"])
    }

    func testBeginWithAndEndWithNameTheIndex() {
        XCTAssertEqual(fullFailures { expect([1, 2, 3]).to(beginWith(2)) },
                       ["expected to begin with <2>, got <[1, 2, 3]>\n\(header)\n  [0]: expected 2, got 1"])
        XCTAssertEqual(fullFailures { expect([Int]()).to(beginWith(2)) },
                       ["expected to begin with <2>, got <[]>\n\(header)\n  - [0]: 2"])
        XCTAssertEqual(fullFailures { expect([1, 2, 3]).to(beginWith(prefix: [1, 3])) },
                       ["expected to begin with <[1, 3]>, got <[1, 2, 3]>\n\(header)\n  [1]: expected 3, got 2"])
        XCTAssertEqual(fullFailures { expect(["a", "b", "c"]).to(endWith("d")) },
                       ["expected to end with <d>, got <[a, b, c]>\n\(header)\n  [2]: expected \"d\", got \"c\""])
        XCTAssertEqual(fullFailures { expect([1, 2, 3]).toNot(beginWith(1)) }, ["expected to not begin with <1>, got <[1, 2, 3]>"])
        XCTAssertEqual(fullFailures { expect([1, 2, 3]).toNot(endWith(3)) }, ["expected to not end with <3>, got <[1, 2, 3]>"])
        XCTAssertEqual(fullFailures { expect("batman").to(beginWith("robin")) }, ["expected to begin with <robin>, got <batman>"])
    }

    // MARK: the other matchers

    func testBeCloseToSaysByHowMuch() {
        XCTAssertEqual(fullFailures { expect(1.2).to(beCloseTo(1.2201)) },
                       ["expected to be close to <1.2201> (within 0.0001), got <1.2>\noff by 0.0201, more than the allowed 0.0001"])
        XCTAssertEqual(fullFailures { expect(1.2) ≈ 1.5 ± 0.1 },
                       ["expected to be close to <1.5> (within 0.1), got <1.2>\noff by 0.3000, more than the allowed 0.1"])
        XCTAssertEqual(fullFailures { expect(1.0).to(beCloseTo(1.5, within: 0.5)) },
                       ["expected to be close to <1.5> (within 0.5), got <1.0>\noff by 0.5, not less than the allowed 0.5"])
        XCTAssertEqual(fullFailures { expect(1.2).toNot(beCloseTo(1.2)) }, ["expected to not be close to <1.2> (within 0.0001), got <1.2>"])
    }

    func testBeCloseToOnDatesSaysByHowManySeconds() {
        let records = gatherFailingExpectations(silently: true) {
            expect(Date(timeIntervalSinceReferenceDate: 0)).to(beCloseTo(Date(timeIntervalSinceReferenceDate: 1), within: 0.5))
        }
        XCTAssertEqual(records.map(\.message.difference), [["off by 1.0, more than the allowed 0.5"]])
    }

    func testBeCloseToOnCollectionsNamesTheIndices() {
        XCTAssertEqual(fullFailures { expect([1.0, 2.0, 3.0]).to(beCloseTo([1.0, 2.5, 3.25], within: 0.1)) }, [[
            "expected to be close to <[1.0, 2.5, 3.25]> (each within 0.1), got <[1.0, 2.0, 3.0]>",
            "[1]: expected 2.5, got 2.0, off by 0.5, more than the allowed 0.1",
            "[2]: expected 3.25, got 3.0, off by 0.25, more than the allowed 0.1",
        ].joined(separator: "\n")])
        XCTAssertEqual(fullFailures { expect([1.0, 2.0]).to(beCloseTo([1.0, 2.0, 3.0])) },
                       ["expected to be close to <[1.0, 2.0, 3.0]> (each within 0.0001), got <[1.0, 2.0]>\nexpected 3 values, got 2"])
        XCTAssertEqual(fullFailures { expect([1.0]).toNot(beCloseTo([1.0])) },
                       ["expected to not be close to <[1.0]> (each within 0.0001), got <[1.0]>"])
    }

    func testHaveCountRendersTheElementsElided() {
        XCTAssertEqual(fullFailures { expect(Array(1...30)).to(haveCount(3)) }, [[
            "expected to have Array<Int> with count 3, got 30",
            "Actual Value: \(Array(1...30))",
            "elements (30): [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, … (20 more)]",
        ].joined(separator: "\n")])
        XCTAssertEqual(fullFailures { expect(["a", "b"]).to(haveCount(3)) },
                       ["expected to have Array<String> with count 3, got 2\nActual Value: [a, b]\nelements (2): [\"a\", \"b\"]"])
        XCTAssertEqual(fullFailures { expect([1]).toNot(haveCount(1)) },
                       ["expected to not have Array<Int> with count 1, got 1\nActual Value: [1]"])
    }

    func testContainElidesLongCollectionsAndStrings() {
        XCTAssertEqual(fullFailures { expect(Array(0..<50)).to(contain(99, 3)) }, [[
            "expected to contain <99, 3>, got <\(Array(0..<50))>",
            "missing: [99]",
            "in (50 elements): [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, … (40 more)]",
        ].joined(separator: "\n")])
        let long = String(repeating: "ab", count: 150)
        XCTAssertEqual(fullFailures { expect(long).to(contain("abc")) }, [[
            "expected to contain <abc>, got <\(long)>",
            #"missing: ["abc"]"#,
            #"in (300 characters): ""# + String(long.prefix(200)) + #""… (100 more characters)"#,
        ].joined(separator: "\n")])
        XCTAssertEqual(fullFailures { expect([1, 2]).to(contain(3)) }, ["expected to contain <3>, got <[1, 2]>"])
        XCTAssertEqual(fullFailures { expect(Array(0..<50)).toNot(contain(3)) }, ["expected to not contain <3>, got <\(Array(0..<50))>"])
    }

    func testAllPassListsTheFailingElements() {
        XCTAssertEqual(fullFailures { expect([2, 3, 4, 5, 6, 7]).to(allPass(beLessThan(5))) }, [
            "expected to all be less than <5>, but failed first at element <5> in <[2, 3, 4, 5, 6, 7]>\nfailing elements (3 of 6): [3]: 5, [4]: 6, [5]: 7",
        ])
        XCTAssertEqual(fullFailures { expect(Array(0..<30)).to(allPass("be even") { $0 % 2 == 0 }) }, [
            "expected to all be even, but failed first at element <1> in <\(Array(0..<30))>\n"
                + "failing elements (15 of 30): [1]: 1, [3]: 3, [5]: 5, [7]: 7, [9]: 9, [11]: 11, [13]: 13, [15]: 15, [17]: 17, [19]: 19, … (5 more)",
        ])
        XCTAssertEqual(fullFailures { expect([1, 2]).toNot(allPass(beLessThan(5))) }, ["expected to not all be less than <5>"])
    }

    func testCompositesKeepTheDifferenceOfThePartsThatDidNotMatch() {
        XCTAssertEqual(fullFailures { expect([1, 2]).to(satisfyAllOf(haveCount(2), equal([1, 3]))) }, [[
            "expected to match all of: {have Array<Int> with count 2}, and {equal <[1, 3]>}, got [1, 2]",
            "not matched: {equal <[1, 3]>}",
            header, "  [1]: expected 3, got 2",
        ].joined(separator: "\n")])
        XCTAssertEqual(fullFailures { expect([1, 2]).to(satisfyAnyOf(equal([1, 2, 3]), equal([1, 3]))) }, [[
            "expected to match one of: {equal <[1, 2, 3]>}, or {equal <[1, 3]>}, got [1, 2]",
            "{equal <[1, 2, 3]>}:", "  \(header)", "    - [2]: 3",
            "{equal <[1, 3]>}:", "  \(header)", "    [1]: expected 3, got 2",
        ].joined(separator: "\n")])
        XCTAssertEqual(fullFailures { expect([1, 2]).toNot(equal([1, 2]) || equal([1, 3])) }, [[
            "expected to not match one of: {equal <[1, 2]>}, or {equal <[1, 3]>}, got [1, 2]",
            "matched: {equal <[1, 2]>}",
        ].joined(separator: "\n")])
        XCTAssertEqual(fullFailures { expect([1, 2]).toNot(not(equal([1, 3]))) },
                       ["expected to not not equal <[1, 3]>, got <[1, 2]>\n\(header)\n  [1]: expected 3, got 2"])
        XCTAssertEqual(fullFailures { expect(DiffUser(name: "Ann", roles: ["x"], age: 3)).to(map(\.roles, equal(["y"]))) },
                       ["expected to equal <[y]>, got <[x]>\n\(header)\n  [0]: expected \"y\", got \"x\""])
    }

    func testThrowErrorRendersBothErrors() {
        XCTAssertEqual(fullFailures {
            expect { throw DiffError.parameterized(x: 1, label: "a") }.to(throwError(DiffError.parameterized(x: 2, label: "a")))
        }, [#"expected to throw error <parameterized(x: 2, label: "a")>, got <parameterized(x: 1, label: "a")>"# + "\n\(header)\n  .parameterized.x: expected 2, got 1"])
        XCTAssertEqual(fullFailures { expect { throw OtherDiffError(code: 4) }.to(throwError(DiffError.plain)) },
                       ["expected to throw error <plain>, got <OtherDiffError(code: 4)>\n\(header)\n  expected .plain, got OtherDiffError(code: 4)"])
        XCTAssertEqual(fullFailures { expect { throw DiffError.plain }.toNot(throwError(DiffError.plain)) },
                       ["expected to not throw error <plain>, got <plain>"])
        XCTAssertEqual(fullFailures { expect { }.to(throwError(DiffError.plain)) }, ["expected to throw error <plain>, got no error"])
    }

    // MARK: bounds, reports, cost

    func testLongDifferencesAreCappedUnlessFullOutputIsAsked() {
        let capped = gatherFailingExpectations(silently: true) { expect(Array(0..<100)).to(equal(Array(100..<200))) }
        XCTAssertEqual(capped.first?.message.difference.count, 42)
        XCTAssertEqual(capped.first?.message.difference.last, "… (60 more differences)")
        let full = Diagnostics.$settings.withValue(.full) {
            gatherFailingExpectations(silently: true) { expect([0, 1, 2]).to(equal([0, 5, 2])) }
        }
        XCTAssertEqual(full.map(\.message.difference), [[header, "  [1]: expected 5, got 1", "Expected (full):", "  [0, 5, 2]", "Actual (full):", "  [0, 1, 2]"]])
    }

    func testTheDescriptionComesFirstAndTheDifferenceLast() {
        XCTAssertEqual(fullFailures { expect([1, 2]).to(equal([1, 3]), description: "the list") },
                       ["the list\nexpected to equal <[1, 3]>, got <[1, 2]>\n\(header)\n  [1]: expected 3, got 2"])
    }

    func testARequirementThrowsTheFullTextAndRecordsNimblesText() {
        var thrown: (any Error)?
        let records = gatherFailingExpectations(silently: true) {
            do { try require([1, 2, 9]).to(equal([1, 2, 3])) } catch { thrown = error }
        }
        XCTAssertEqual(records.map(\.message.stringValue), ["expected to equal <[1, 2, 3]>, got <[1, 2, 9]>"])
        XCTAssertEqual((thrown as? RequireError)?.message, "expected to equal <[1, 2, 3]>, got <[1, 2, 9]>\n\(header)\n  [2]: expected 3, got 9")
    }

    func testPassingExpectationsRenderNothing() {
        let value = [DescriptionCounter(1), DescriptionCounter(2)]
        DescriptionCounter.count = 0
        expect(value).to(equal([DescriptionCounter(1), DescriptionCounter(2)]))
        expect(value).toNot(equal([DescriptionCounter(1)]))
        expect(value).to(haveCount(2))
        expect(value).to(contain(DescriptionCounter(2)))
        expect(value).to(beginWith(DescriptionCounter(1)))
        expect(value).to(endWith(DescriptionCounter(2)))
        expect(value).to(elementsEqual(value))
        expect(value).to(allPass { $0.value > 0 })
        expect([1.0, 2.0]).to(beCloseTo([1.0, 2.0]))
        XCTAssertEqual(DescriptionCounter.count, 0)
        _ = fullFailures { expect(value).to(equal([DescriptionCounter(1)])) }
        XCTAssertGreaterThan(DescriptionCounter.count, 0, "the counter does count renderings")
    }
}

/// Dictionaries and sets in the first line of a message: sorted, so stable between runs, and
/// exactly Swift's (and Nimble's) text for a single entry.
final class StableFirstLineTests: XCTestCase {
    func testDictionariesWithComparableKeysPrintSorted() {
        XCTAssertEqual(stringify(["b": 2, "a": 1, "c": 3]), #"["a": 1, "b": 2, "c": 3]"#)
        XCTAssertEqual(stringify(["foo": "bar"]), String(describing: ["foo": "bar"]))
        XCTAssertEqual(stringify([String: Int]()), "[:]")
        XCTAssertEqual(fullFailures { expect(["b": 2, "a": 1, "c": 3]).to(equal(["a": 1, "b": 5, "c": 3])) }, [
            #"expected to equal <["a": 1, "b": 5, "c": 3]>, got <["a": 1, "b": 2, "c": 3]>"#
                + "\nDifference (- expected, + actual):\n" + #"  ["b"]: expected 5, got 2"#,
        ])
    }

    func testSetsOfComparableElementsPrintSorted() {
        XCTAssertEqual(stringify(Set([3, 1, 2])), "Set([1, 2, 3])")
        XCTAssertEqual(stringify(Set(["x"])), Set(["x"]).debugDescription)
        XCTAssertEqual(fullFailures { expect(Set([1, 2, 4])).to(equal(Set([1, 2, 3]))) }, [
            // `equal` shows them as sorted arrays, as Nimble does.
            "expected to equal <[1, 2, 3]>, got <[1, 2, 4]>, missing <[3]>, extra <[4]>"
                + "\nDifference (- expected, + actual):\n  - contains 3\n  + contains 4",
        ])
    }
}
