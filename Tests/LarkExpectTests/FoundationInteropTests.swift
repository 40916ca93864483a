import Foundation
import LarkExpect
import XCTest

// Foundation declares its own `Predicate`; in a file that imports both, a custom matcher is
// spelled with the `Matcher` alias (Nimble 14's name) and the DSL still works.

private func beEven() -> Matcher<Int> {
    Matcher.simple("be even") { actual in
        guard let value = try actual.evaluate() else { return .fail }
        return MatcherStatus(bool: value.isMultiple(of: 2))
    }
}

private func haveLength(_ length: Int) -> Matcher<String> {
    Matcher.define { actual in
        let value = try actual.evaluate()
        return MatcherResult(bool: value?.count == length, message: .expectedActualValueTo("have length \(length)"))
    }
}

final class FoundationInteropTests: XCTestCase {
    func testCustomMatchersSpelledWithTheMatcherAlias() {
        XCTAssertTrue(passes {
            expect(4).to(beEven())
            expect(3).toNot(beEven())
            expect("abc").to(haveLength(3))
            expect(Date(timeIntervalSince1970: 0)).to(equal(Date(timeIntervalSince1970: 0)))
            expect(URL(string: "https://example.com")?.host).to(equal("example.com"))
            expect("11:14").to(match(#"^\d\d:\d\d$"#))
        })
        XCTAssertEqual(failures { expect(3).to(beEven()) }, ["expected to be even, got <3>"])
        XCTAssertEqual(failures { expect(nil as Int?).toNot(beEven()) }, ["expected to not be even, got <nil>" + beNilHint])
        XCTAssertEqual(failures { expect("ab").to(haveLength(3)) }, ["expected to have length 3, got <ab>"])
    }
}
