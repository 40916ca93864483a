import Foundation
import LarkExpect
import XCTest

final class EqualityTests: XCTestCase {
    func testEqual() {
        XCTAssertEqual(checkMatcher(
            equal(2), matching: 2, notMatching: 1,
            to: "expected to equal <2>, got <1>", toNot: "expected to not equal <2>, got <2>",
            nilTo: "expected to equal <2>, got <nil>" + beNilHint, nilToNot: "expected to not equal <2>, got <nil>" + beNilHint), [])
    }

    func testEqualWithNilExpectedFailsBothWays() {
        XCTAssertEqual(failures { expect(1).to(equal(nil)) }, ["expected to equal <nil>, got <1>" + beNilHint])
        XCTAssertEqual(failures { expect(1).toNot(equal(nil)) }, ["expected to not equal <nil>, got <1>" + beNilHint])
    }

    func testEqualCollections() {
        XCTAssertTrue(passes { expect([1, 2]).to(equal([1, 2])) })
        XCTAssertTrue(passes { expect([1, nil, 3] as [Int?]).to(equal([1, nil, 3])) })
        XCTAssertTrue(passes { expect(["a": 1]).to(equal(["a": 1])) })
        XCTAssertEqual(failures { expect([1, 2]).to(equal([2, 1])) }, ["expected to equal <[2, 1]>, got <[1, 2]>"])
        let expected = Set([1, 2, 3]), actual = Set([1, 2, 4])
        XCTAssertEqual(failures { expect(actual).to(equal(expected)) },
                       ["expected to equal <[1, 2, 3]>, got <[1, 2, 4]>, missing <[3]>, extra <[4]>"])
    }

    func testEqualOperators() {
        XCTAssertTrue(passes { expect(1) == 1; expect(1) != 2 })
        XCTAssertEqual(failures { expect(1) == 2 }, ["expected to equal <2>, got <1>"])
        XCTAssertEqual(failures { expect(1) != 1 }, ["expected to not equal <1>, got <1>"])
    }

    func testEqualTuples() {
        XCTAssertTrue(passes {
            expect((1, "a")).to(equal((1, "a")))
            expect((1, "a", 2.5)).to(equal((1, "a", 2.5)))
            expect((1, "a", 3, four: "4")).to(equal((1, "a", 3, "4")))
            expect((1, 2, 3, 4, 5)).to(equal((1, 2, 3, 4, 5)))
            expect((1, 2, 3, 4, 5, 6)).to(equal((1, 2, 3, 4, 5, 6)))
            expect((1, "2")).toNot(equal((1, "3")))
        })
        XCTAssertEqual(checkMatcher(
            equal((1, "b")), matching: (1, "b"), notMatching: (1, "a"),
            to: #"expected to equal <(1, "b")>, got <(1, "a")>"#, toNot: #"expected to not equal <(1, "b")>, got <(1, "b")>"#,
            nilTo: #"expected to equal <(1, "b")>, got <nil>"# + beNilHint,
            nilToNot: #"expected to not equal <(1, "b")>, got <nil>"# + beNilHint), [])
        XCTAssertEqual(failures { expect((1, 2, 3)).to(equal((1, 2, 4))) }, ["expected to equal <(1, 2, 4)>, got <(1, 2, 3)>"])
    }

    func testBeNil() {
        XCTAssertTrue(passes { expect(nil as Int?).to(beNil()) })
        XCTAssertTrue(passes { expect(1).toNot(beNil()) })
        XCTAssertEqual(failures { expect(1).to(beNil()) }, ["expected to be nil, got <1>"])
        XCTAssertEqual(failures { expect(nil as Int?).toNot(beNil()) }, ["expected to not be nil, got <nil>"])
        // Nil is beNil's ordinary value: it matches rather than failing both ways.
        XCTAssertEqual(status(beNil() as Matcher<Int>, nil), .matches)
    }

    func testBeIdenticalTo() {
        let first = NSObject()
        let second = NSObject()
        func address(_ object: AnyObject) -> String { String(format: "<%p>", unsafeBitCast(object, to: Int.self)) }
        XCTAssertEqual(checkMatcher(
            beIdenticalTo(first), matching: first, notMatching: second,
            to: "expected to be identical to \(address(first)), got \(address(second))",
            toNot: "expected to not be identical to \(address(first)), got \(address(first))",
            nilTo: "expected to be identical to \(address(first)), got nil" + beNilHint,
            nilToNot: "expected to not be identical to \(address(first)), got nil" + beNilHint), [])
        XCTAssertTrue(passes { expect(first) === first; expect(first) !== second })
        XCTAssertEqual(failures { expect(first) === second }, ["expected to be identical to \(address(second)), got \(address(first))"])
        XCTAssertEqual(failures { expect(first) !== first }, ["expected to not be identical to \(address(first)), got \(address(first))"])
        // Equal but distinct objects are not identical.
        XCTAssertTrue(passes { expect(NSString(string: "a")).toNot(beIdenticalTo(NSString(string: "a"))) })
    }

    func testBeIdenticalToThroughAClassProtocol() {
        let object = Shape()
        XCTAssertTrue(passes { expect(object as any Drawable).to(beIdenticalTo(object)) })
    }

    func testBeVoid() {
        XCTAssertTrue(passes { expect(()).to(beVoid()); expect(() as Void?).to(beVoid()); expect(nil as Void?).toNot(beVoid()) })
        XCTAssertTrue(passes { expect(()) == (); expect(nil as Void?) != () })
        XCTAssertEqual(failures { expect(()).toNot(beVoid()) }, ["expected to not be void, got <()>"])
        XCTAssertEqual(failures { expect(()) != () }, ["expected to not be void, got <()>"])
        // Nil is an ordinary value: it simply is not void, without the be-nil hint.
        XCTAssertEqual(failures { expect(nil as Void?).to(beVoid()) }, ["expected to be void, got <nil>"])
        XCTAssertEqual(status(beVoid(), nil), .doesNotMatch)
    }

    func testBeTrueAndBeFalse() {
        XCTAssertEqual(checkMatcher(
            beTrue(), matching: true, notMatching: false,
            to: "expected to be true, got <false>", toNot: "expected to not be true, got <true>",
            nilTo: "expected to be true, got <nil>" + beNilHint, nilToNot: "expected to not be true, got <nil>" + beNilHint), [])
        XCTAssertEqual(checkMatcher(
            beFalse(), matching: false, notMatching: true,
            to: "expected to be false, got <true>", toNot: "expected to not be false, got <false>",
            nilTo: "expected to be false, got <nil>" + beNilHint, nilToNot: "expected to not be false, got <nil>" + beNilHint), [])
    }

    func testBeTruthyAndBeFalsy() {
        XCTAssertTrue(passes {
            expect(true).to(beTruthy())
            expect(false).toNot(beTruthy())
            expect(nil as Bool?).toNot(beTruthy())
            expect(false).to(beFalsy())
            expect(nil as Bool?).to(beFalsy())
            expect(true).toNot(beFalsy())
        })
        XCTAssertEqual(failures { expect(false).to(beTruthy()) }, ["expected to be truthy, got <false>"])
        XCTAssertEqual(failures { expect(true).toNot(beTruthy()) }, ["expected to not be truthy, got <true>"])
        XCTAssertEqual(failures { expect(nil as Bool?).to(beTruthy()) }, ["expected to be truthy, got <nil>"])
        XCTAssertEqual(failures { expect(true).to(beFalsy()) }, ["expected to be falsy, got <true>"])
        XCTAssertEqual(failures { expect(nil as Bool?).toNot(beFalsy()) }, ["expected to not be falsy, got <nil>"])
        // Nil is an ordinary value for these two.
        XCTAssertEqual(status(beTruthy() as Matcher<Bool>, nil), .doesNotMatch)
        XCTAssertEqual(status(beFalsy() as Matcher<Bool>, nil), .matches)
    }
}

private protocol Drawable: AnyObject {}
private final class Shape: Drawable {}
