import Foundation
@testable import LarkExpect
import XCTest

final class DifferenceTests: XCTestCase {
    private let header = "Difference (- expected, + actual):"

    private func difference(_ expected: Any?, _ actual: Any?) -> [String] {
        Diagnostics.differenceLines(expected: expected, actual: actual)
    }

    func testAnArrayElementByItsIndex() {
        XCTAssertEqual(difference([1, 2, 9, 4, 5], [1, 2, 3, 4, 5]), [header, "  [2]: expected 9, got 3"])
    }

    func testAStructFieldByItsPath() {
        XCTAssertEqual(
            difference(RenderUser(name: "Ann", roles: ["admin", "ops"], age: 30), RenderUser(name: "Ann", roles: ["admin", "dev"], age: 30)),
            [header, #"  roles[1]: expected "ops", got "dev""#])
        XCTAssertEqual(
            difference([RenderUser(name: "Ann", roles: [], age: 1)], [RenderUser(name: "Ann", roles: [], age: 2), RenderUser(name: "Bo", roles: [], age: 3)]),
            [header, "  [0].age: expected 1, got 2", #"  + [1]: RenderUser(name: "Bo", roles: [], age: 3)"#])
    }

    func testDictionariesByKeyInAnyOrder() {
        XCTAssertEqual(difference(["a": 1, "b": 3], ["b": 2, "a": 1]), [header, #"  ["b"]: expected 3, got 2"#])
        XCTAssertEqual(difference(["a": 1, "c": 3], ["a": 1, "d": 4]), [header, #"  - ["c"]: 3"#, #"  + ["d"]: 4"#])
        XCTAssertEqual(difference(["a": 1, "b": 2], ["b": 2, "a": 1]), [])
    }

    func testArraysOfDifferentLengthsNameMissingAndExtraElements() {
        XCTAssertEqual(difference([1, 2, 3], [1, 2, 3, 4, 5]), [header, "  + [3]: 4", "  + [4]: 5"])
        XCTAssertEqual(difference([1, 2, 3, 4], [1, 3, 4]), [header, "  - [1]: 2"])
        XCTAssertEqual(difference([1, 2, 3], [1, 5, 3, 4]), [header, "  [1]: expected 2, got 5", "  + [3]: 4"])
        XCTAssertEqual(difference([0, 1, 2, 3], [9, 0, 1, 2, 30]), [header, "  + [0]: 9", "  [3→4]: expected 3, got 30"])
    }

    func testSetsByMissingAndExtraElements() {
        XCTAssertEqual(difference(Set([1, 2, 3]), Set([2, 3, 9])), [header, "  - contains 1", "  + contains 9"])
        XCTAssertEqual(
            difference(["tags": Set(["a", "b"])], ["tags": Set(["b", "c"])]),
            [header, #"  - ["tags"] contains "a""#, #"  + ["tags"] contains "c""#])
    }

    func testEnumsByCaseThenByPayload() {
        XCTAssertEqual(difference(RenderShape.circle(radius: 2), RenderShape.square(2)),
                       [header, "  expected .circle(radius: 2.0), got .square(2.0)"])
        XCTAssertEqual(difference(RenderShape.circle(radius: 2), RenderShape.circle(radius: 3)),
                       [header, "  .circle.radius: expected 2.0, got 3.0"])
        XCTAssertEqual(difference(RenderShape.square(2), RenderShape.square(3)), [header, "  .square: expected 2.0, got 3.0"])
        XCTAssertEqual(difference(RenderShape.pair(1, 2), RenderShape.pair(1, 3)), [header, "  .pair.1: expected 2, got 3"])
        XCTAssertEqual(difference([RenderShape.none], [RenderShape.pair(1, 3)]), [header, "  [0]: expected .none, got .pair(1, 3)"])
    }

    func testTuplesByMember() {
        XCTAssertEqual(difference((x: 1, y: 2), (x: 1, y: 3)), [header, "  .y: expected 2, got 3"])
        XCTAssertEqual(difference((1, "a"), (1, "b")), [header, #"  .1: expected "a", got "b""#])
    }

    func testClassesByStructureThroughCycles() {
        let expected = RenderTreeNode("root"), actual = RenderTreeNode("root")
        _ = RenderTreeNode("child", parent: expected)
        _ = RenderTreeNode("kid", parent: actual)
        XCTAssertEqual(difference(expected, actual), [header, #"  children[0].name: expected "child", got "kid""#])
        let controller = SelfDelegatingController(), other = SelfDelegatingController()
        controller.delegate = controller
        other.delegate = other
        other.title = "other"
        XCTAssertEqual(difference(controller, other), [header, #"  title: expected "main", got "other""#])
        controller.delegate = nil
        other.delegate = nil
    }

    func testNothingToAddForEqualValuesOrTwoScalars() {
        XCTAssertEqual(difference([1, 2], [1, 2]), [])
        XCTAssertEqual(difference(9, 3), [])
        XCTAssertEqual(difference("a", "b"), [])
        XCTAssertEqual(difference(nil, 3), [])
        XCTAssertEqual(difference(Money(cents: 100), Money(cents: 200)), [])
    }

    func testManyDifferencesAreCapped() {
        let lines = difference(Array(0..<100), Array(0..<100).map { $0.isMultiple(of: 2) ? $0 : -$0 })
        XCTAssertEqual(lines.count, 42)
        XCTAssertEqual(lines[1], "  [1]: expected 1, got -1")
        XCTAssertEqual(lines[40], "  [79]: expected 79, got -79")
        XCTAssertEqual(lines.last, "… (10 more differences)")
    }

    func testFullOutputLiftsTheCapAndAddsBothRenderings() {
        Diagnostics.$settings.withValue(.full) {
            XCTAssertEqual(difference([1, 2, 9], [1, 2, 3]), [
                header, "  [2]: expected 9, got 3",
                "Expected (full):", "  [1, 2, 9]",
                "Actual (full):", "  [1, 2, 3]",
            ])
            // The header, 99 differences, and both renderings: a title, `[`, 100 elements, `]`.
            XCTAssertEqual(difference(Array(0..<100), Array(0..<100).map { -$0 }).count, 1 + 99 + 2 * 103)
        }
    }

    func testLargeArraysDifferingInOneElement() {
        let expected = Array(0..<10_000)
        var actual = expected
        actual[7_000] = -1
        XCTAssertEqual(difference(expected, actual), [header, "  [7000]: expected 7000, got -1"])
        actual.insert(5, at: 300)
        XCTAssertEqual(difference(expected, actual), [header, "  + [300]: 5", "  [7000→7001]: expected 7000, got -1"])
    }

    func testDeepValuesStayBounded() {
        // Differences below the depth cap are not reached: nothing to add, and no stack overflow.
        XCTAssertEqual(difference(nestedArrays(depth: 10_000, innermost: 1), nestedArrays(depth: 10_000, innermost: 2)), [])
        XCTAssertEqual(difference(nestedArrays(depth: 3, innermost: 1), nestedArrays(depth: 3, innermost: 2)),
                       [header, "  [0][0][0]: expected 1, got 2"])
        let expected = makeLinkedList(count: 100_000), actual = makeLinkedList(count: 100_000)
        defer {
            expected.tearDown()
            actual.tearDown()
        }
        actual.head.next?.value = -1
        XCTAssertEqual(difference(expected.head, actual.head), [header, "  next.value: expected 1, got -1"])
    }
}
