import LarkExpect
import XCTest

final class CollectionTests: XCTestCase {
    func testContain() {
        XCTAssertEqual(checkMatcher(
            contain(3), matching: [1, 3], notMatching: [1, 2],
            to: "expected to contain <3>, got <[1, 2]>", toNot: "expected to not contain <3>, got <[1, 3]>",
            nilTo: "expected to contain <3>, got <nil>" + beNilHint, nilToNot: "expected to not contain <3>, got <nil>" + beNilHint), [])
        XCTAssertTrue(passes {
            expect("hallo").to(contain("all"))
            expect(Set([1, 2])).to(contain(1, 2))
            expect([1, 2, 3]).to(contain([1, 3]))
            expect(Set([1, 2])).to(contain([1, 2]))
            expect(["a", "b"]).to(contain(["b"]))
            expect([[1], [2]]).to(contain([1]))
            expect([[1], [2]]).toNot(contain([1, 2]))
        })
        // Array literals on both sides stay Swift arrays (not `NSArray` with `Any` items).
        XCTAssertEqual(failures { expect([1, 2, 3]).to(contain([1, 4])) }, ["expected to contain <1, 4>, got <[1, 2, 3]>"])
        XCTAssertEqual(failures { expect([[1], [2]]).to(contain([3])) }, ["expected to contain <[3]>, got <[[1], [2]]>"])
        XCTAssertEqual(failures { expect("hallo").to(contain("ell")) }, ["expected to contain <ell>, got <hallo>"])
        XCTAssertEqual(failures { expect([1]).to(contain(1, 2)) }, ["expected to contain <1, 2>, got <[1]>"])
    }

    func testHaveCount() {
        XCTAssertEqual(checkMatcher(
            haveCount(2), matching: [1, 2], notMatching: [1],
            to: "expected to have Array<Int> with count 2, got 1\nActual Value: [1]",
            toNot: "expected to not have Array<Int> with count 2, got 2\nActual Value: [1, 2]",
            nilTo: "expected to have count 2, got <nil>" + beNilHint, nilToNot: "expected to not have count 2, got <nil>" + beNilHint), [])
    }

    func testBeEmpty() {
        XCTAssertEqual(checkMatcher(
            beEmpty(), matching: [Int](), notMatching: [1],
            to: "expected to be empty, got <[1]>", toNot: "expected to not be empty, got <[]>",
            nilTo: "expected to be empty, got <nil>" + beNilHint, nilToNot: "expected to not be empty, got <nil>" + beNilHint), [])
        XCTAssertTrue(passes { expect("").to(beEmpty()); expect(Set<Int>()).to(beEmpty()); expect(["a": 1]).toNot(beEmpty()) })
        XCTAssertEqual(failures { expect("a").to(beEmpty()) }, ["expected to be empty, got <a>"])
    }

    func testBeginWithElement() {
        XCTAssertEqual(checkMatcher(
            beginWith(1), matching: [1, 2, 3], notMatching: [2, 1],
            to: "expected to begin with <1>, got <[2, 1]>", toNot: "expected to not begin with <1>, got <[1, 2, 3]>",
            nilTo: "expected to begin with <1>, got <nil>" + beNilHint, nilToNot: "expected to not begin with <1>, got <nil>" + beNilHint), [])
        XCTAssertTrue(passes { expect([Int]()).toNot(beginWith(1)) })
    }

    func testBeginWithSubstring() {
        XCTAssertEqual(checkMatcher(
            beginWith("bat"), matching: "batman", notMatching: "robin",
            to: "expected to begin with <bat>, got <robin>", toNot: "expected to not begin with <bat>, got <batman>",
            nilTo: "expected to begin with <bat>, got <nil>" + beNilHint, nilToNot: "expected to not begin with <bat>, got <nil>" + beNilHint), [])
        XCTAssertEqual(failures { expect("batman").to(beginWith("atm")) }, ["expected to begin with <atm>, got <batman>"])
    }

    func testBeginWithPrefix() {
        XCTAssertEqual(checkMatcher(
            beginWith(prefix: [1, 2]), matching: [1, 2, 3], notMatching: [2, 3],
            to: "expected to begin with <[1, 2]>, got <[2, 3]>", toNot: "expected to not begin with <[1, 2]>, got <[1, 2, 3]>",
            nilTo: "expected to begin with <[1, 2]>, got <nil>" + beNilHint,
            nilToNot: "expected to not begin with <[1, 2]>, got <nil>" + beNilHint), [])
        XCTAssertTrue(passes {
            expect([1, 2, 3]).to(beginWith(prefix: [] as [Int]))
            expect([1, 2, 3]).toNot(beginWith(prefix: [1, 2, 3, 4]))
            expect(1...3).to(beginWith(prefix: [1, 2]))
            expect(["a", "b"]).to(beginWith(prefix: ["A"], by: { $0.uppercased() == $1 }))
        })
        XCTAssertEqual(failures { expect([1, 2]).to(beginWith(prefix: nil as [Int]?)) }, ["expected to begin with <nil>, got <[1, 2]>" + beNilHint])
        XCTAssertEqual(failures { expect([1, 2]).to(beginWith(prefix: [2], by: { $0 == $1 })) }, ["expected to begin with <[2]>, got <[1, 2]>"])
    }

    func testEndWith() {
        XCTAssertEqual(checkMatcher(
            endWith(3), matching: [1, 2, 3], notMatching: [3, 2],
            to: "expected to end with <3>, got <[3, 2]>", toNot: "expected to not end with <3>, got <[1, 2, 3]>",
            nilTo: "expected to end with <3>, got <nil>" + beNilHint, nilToNot: "expected to not end with <3>, got <nil>" + beNilHint), [])
        XCTAssertEqual(checkMatcher(
            endWith("man"), matching: "batman", notMatching: "robin",
            to: "expected to end with <man>, got <robin>", toNot: "expected to not end with <man>, got <batman>",
            nilTo: "expected to end with <man>, got <nil>" + beNilHint, nilToNot: "expected to not end with <man>, got <nil>" + beNilHint), [])
        XCTAssertTrue(passes { expect([Int]()).toNot(endWith(1)) })
    }

    func testElementsEqual() {
        XCTAssertEqual(checkMatcher(
            elementsEqual([1, 2, 3]), matching: [1, 2, 3], notMatching: [3, 2, 1],
            to: "expected to elementsEqual <[1, 2, 3]>, got <[3, 2, 1]>", toNot: "expected to not elementsEqual <[1, 2, 3]>, got <[1, 2, 3]>",
            nilTo: "expected to elementsEqual <[1, 2, 3]>, got <nil>" + beNilHint,
            nilToNot: "expected to not elementsEqual <[1, 2, 3]>, got <nil>" + beNilHint), [])
        XCTAssertTrue(passes {
            expect(1...3).to(elementsEqual([1, 2, 3]))
            expect(1...3).toNot(elementsEqual([1, 2, 3, 4]))
            expect(["a"]).to(elementsEqual(["A"], by: { $0.uppercased() == $1 }))
        })
        XCTAssertEqual(failures { expect([1]).to(elementsEqual(nil as [Int]?)) }, ["expected to elementsEqual <nil>, got <[1]>" + beNilHint])
        XCTAssertEqual(failures { expect([1]).to(elementsEqual([2], by: ==)) }, ["expected to elementsEqual <[2]>, got <[1]>"])
    }

    func testContainElementSatisfying() {
        XCTAssertEqual(checkMatcher(
            containElementSatisfying({ $0 == 2 }), matching: [1, 2], notMatching: [1, 3],
            to: "expected to find object in collection that satisfies matcher",
            toNot: "expected to not find object in collection that satisfies matcher",
            nilTo: "expected to find object in collection that satisfies matcher" + beNilHint,
            nilToNot: "expected to not find object in collection that satisfies matcher" + beNilHint), [])
        XCTAssertEqual(failures { expect([1, 2, 3]).to(containElementSatisfying({ $0 == 4 }, "equal to 4")) },
                       ["expected to find object in collection equal to 4"])
    }

    func testContainElementSatisfyingAsync() async {
        let problems = await checkAsyncMatcher(
            containElementSatisfying({ (value: Int) async in value == 2 }), matching: [1, 2], notMatching: [1, 3],
            to: "expected to find object in collection that satisfies matcher",
            toNot: "expected to not find object in collection that satisfies matcher",
            nilTo: "expected to find object in collection that satisfies matcher" + beNilHint,
            nilToNot: "expected to not find object in collection that satisfies matcher" + beNilHint)
        XCTAssertEqual(problems, [])
        let messages = await failures { await expect([1, 2]).toNot(containElementSatisfying({ (value: Int) async in value == 1 }, "equal to 1")) }
        XCTAssertEqual(messages, ["expected to not find object in collection equal to 1"])
    }

    func testAllPassWithClosure() {
        XCTAssertEqual(checkMatcher(
            allPass { $0 < 3 }, matching: [1, 2], notMatching: [1, 2, 3, 4],
            to: "expected to all pass a condition, but failed first at element <3> in <[1, 2, 3, 4]>",
            toNot: "expected to not all pass a condition",
            nilTo: "expected to all pass" + beNilHint, nilToNot: "expected to not all pass" + beNilHint), [])
        XCTAssertEqual(failures { expect([1, 2, 3]).to(allPass("be small", { $0 < 3 })) },
                       ["expected to all be small, but failed first at element <3> in <[1, 2, 3]>"])
        XCTAssertEqual(failures { expect(Set([1, 2])).toNot(allPass("be small") { $0 < 3 }) }, ["expected to not all be small"])
        XCTAssertTrue(passes {
            expect([Int]()).to(allPass { $0 > 100 })
            expect([nil, nil] as [Int?]).to(allPass { $0 == nil })
            expect([1, nil] as [Int?]).toNot(allPass { $0 == nil })
        })
    }

    func testAllPassWithPredicate() {
        XCTAssertEqual(checkMatcher(
            allPass(beLessThan(3)), matching: [1, 2], notMatching: [1, 2, 3, 4],
            to: "expected to all be less than <3>, but failed first at element <3> in <[1, 2, 3, 4]>",
            toNot: "expected to not all be less than <3>",
            nilTo: "expected to all pass" + beNilHint, nilToNot: "expected to not all pass" + beNilHint), [])
        XCTAssertTrue(passes { expect([nil, nil] as [Int?]).to(allPass(beNil())) })
        XCTAssertEqual(failures { expect([Int]()).toNot(allPass(beLessThan(3))) }, ["expected to not all pass"])
    }

    func testAllPassAsync() async {
        let closureProblems = await checkAsyncMatcher(
            allPass { (value: Int) async in value < 3 }, matching: [1, 2], notMatching: [1, 2, 3, 4],
            to: "expected to all pass a condition, but failed first at element <3> in <[1, 2, 3, 4]>",
            toNot: "expected to not all pass a condition",
            nilTo: "expected to all pass" + beNilHint, nilToNot: "expected to not all pass" + beNilHint)
        XCTAssertEqual(closureProblems, [])
        let predicateProblems = await checkAsyncMatcher(
            allPass(AsyncPredicate<Int>.simple("be small") { PredicateStatus(bool: try await $0.evaluate()! < 3) }),
            matching: [1, 2], notMatching: [1, 2, 3, 4],
            to: "expected to all be small, but failed first at element <3> in <[1, 2, 3, 4]>",
            toNot: "expected to not all be small",
            nilTo: "expected to all pass" + beNilHint, nilToNot: "expected to not all pass" + beNilHint)
        XCTAssertEqual(predicateProblems, [])
        let named = await failures { await expect([5]).to(allPass("be tiny", { (value: Int) async in value < 1 })) }
        XCTAssertEqual(named, ["expected to all be tiny, but failed first at element <5> in <[5]>"])
    }
}
