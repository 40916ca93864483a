// A code block of docs/failure-messages.md, verbatim: ReadmeCodeTests fails if they drift apart,
// and this file compiling (and, for tests, passing) proves that code works.

import Foundation
import LarkExpect
import Testing

struct Order: Equatable {
    var id: Int
    var items: [String]
}

func equalOrder(_ expected: Order) -> Matcher<Order> {
    Matcher { actual in
        let message = ExpectationMessage.expectedActualValueTo("equal order <\(expected.id)>")
        guard let order = try actual.evaluate() else {
            return MatcherResult(status: .fail, message: message.appendedBeNilHint())
        }
        return MatcherResult(bool: order == expected, message: message.appended(
            difference: Diagnostics.differenceLines(expected: expected, actual: order)))
    }
}

@Test func equalOrderShowsTheDifference() {
    let failures = gatherFailingExpectations(silently: true) {
        expect(Order(id: 7, items: ["tea", "milk"])).to(equalOrder(Order(id: 7, items: ["tea", "honey"])))
    }
    #expect(failures.map(\.message.stringValue) == [#"expected to equal order <7>, got <Order(id: 7, items: ["tea", "milk"])>"#])
    #expect(failures.map(\.message.difference) == [["Difference (- expected, + actual):", #"  items[1]: expected "honey", got "milk""#]])
}
