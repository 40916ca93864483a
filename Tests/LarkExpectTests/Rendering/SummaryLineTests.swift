import Foundation
import LarkExpect
import Testing
import XCTest

/// A struct with optional fields and no description of its own.
struct Contact: Equatable {
    var name: String
    var nickname: String?
    var age: Int?
    var address: Address?
}

struct Address: Equatable {
    var city: String
    var zip: Int?
}

/// The first line of a failure ("the summary line"): a long value is not printed whole twice,
/// and a struct's optional fields show their values, not `Optional(...)`.
@Suite struct SummaryLineTests {
    private let long = String(repeating: "abcdefghij", count: 12)

    @Test func aToNotEqualFailureOnALongStringShortensBothSides() throws {
        let records = gatherFailingExpectations(silently: true) {
            expect(long).toNot(equal(long))
            expect(long) != long
        }
        let shown = "abcdefghijabcdefghijabcdefghijabcdef…(48 more)…efghijabcdefghijabcdefghijabcdefghij"
        #expect(records.map(\.message.fullText) == Array(repeating: "expected to not equal <\(shown)>, got <\(shown)>", count: 2))
        // Suites compare `stringValue` with Nimble's text, which has the value whole.
        #expect(records.map(\.message.stringValue) == Array(repeating: "expected to not equal <\(long)>, got <\(long)>", count: 2))
        #expect(records[0].message.attachments.map(\.name) == ["actual.txt"])
        #expect(records[0].message.attachments.first?.contents == String(reflecting: long))
    }

    @Test func theShortenedLineGoesOnlyWithTheTextItWasRenderedBeside() throws {
        let records = gatherFailingExpectations(silently: true) { expect(long).to(equal(long + "!")) }
        var message = try #require(records.first?.message)
        #expect(message.fullText.hasPrefix("expected to equal <abcdefghijabcdefghijabcdefghijabcdef…(49 more)…"))
        #expect(message.stringValue.contains("equal <\(long)!>"))
        message.stringValue = "rewritten by a handler"
        #expect(message.fullText.hasPrefix("rewritten by a handler"), "a changed text is shown as it is, not the stale shortened one")
    }

    @Test func insideACompoundMatcherTheValuesStayWhole() {
        // `satisfyAllOf` words its parts itself; the difference lines still show where they differ.
        let records = gatherFailingExpectations(silently: true) {
            expect(long).to(satisfyAllOf(equal(long + "!"), beginWith("z")))
        }
        #expect(records.first?.message.fullText.hasPrefix("expected to match all of: {equal <\(long)!>}, and {begin with <z>}") == true)
    }

    @Test func aShortValueKeepsNimblesLineUnderToNot() {
        let records = gatherFailingExpectations(silently: true) { expect("tea").toNot(equal("tea")) }
        #expect(records.map(\.message.stringValue) == ["expected to not equal <tea>, got <tea>"])
        #expect(records[0].message.attachments.isEmpty)
    }

    @Test func fullOutputPrintsTheLongValueWhole() {
        let records = Diagnostics.$settings.withValue(.full) {
            gatherFailingExpectations(silently: true) { expect(long).toNot(equal(long)) }
        }
        #expect(records.map(\.message.stringValue) == ["expected to not equal <\(long)>, got <\(long)>"])
    }

    @Test func aStructsOptionalFieldsShowTheirValues() {
        let records = gatherFailingExpectations(silently: true) {
            expect(Contact(name: "Ann", nickname: "Annie", age: 30, address: nil)) == Contact(name: "Ann", nickname: nil, age: 31, address: nil)
            expect(Contact(name: "Al", address: Address(city: "Oslo", zip: 150))).to(beNil())
            expect([Contact(name: "Bo", nickname: "B", age: nil, address: nil)]).to(beEmpty())
        }
        #expect(records.map(\.message.stringValue) == [
            #"expected to equal <Contact(name: "Ann", nickname: nil, age: 31, address: nil)>, got <Contact(name: "Ann", nickname: "Annie", age: 30, address: nil)>"#,
            #"expected to be nil, got <Contact(name: "Al", nickname: nil, age: nil, address: LarkExpectTests.Address(city: "Oslo", zip: 150))>"#,
            #"expected to be empty, got <[Contact(name: "Bo", nickname: "B", age: nil, address: nil)]>"#,
        ])
    }

    @Test func aStructWithoutOptionalsAndCollectionsOfOptionalsKeepSwiftsText() {
        struct Point: Equatable { var x: Int }
        #expect(stringify(Point(x: 1)) == "Point(x: 1)")
        #expect(stringify([Optional(1), nil]) == "[Optional(1), nil]")
    }

    /// Every contact of a small domain (each field absent or one of a few values, texts with
    /// quotes and accents): the summary text is Swift's own with every `Optional(...)` wrapper
    /// taken off (the texts hold no parentheses, so the wrappers can be found in the text).
    @Test(arguments: ["", "a", "Ann", "x y", "é", "\"q\""])
    func theSummaryIsSwiftsTextWithoutTheWrappers(name: String) {
        let words: [String?] = [nil, "", "Ann", "é", "\"q\""]
        let ages: [Int?] = [nil, -5, 0, 42]
        let addresses: [Address?] = [nil, Address(city: name, zip: nil), Address(city: "Oslo", zip: 150)]
        for nickname in words {
            for age in ages {
                for address in addresses {
                    let contact = Contact(name: name, nickname: nickname, age: age, address: address)
                    #expect(stringify(contact) == Self.removingWrappers(String(describing: contact)), "\(contact)")
                }
            }
        }
    }

    /// `Optional(X)` → `X`, innermost first.
    private static func removingWrappers(_ text: String) -> String {
        var text = text
        while let start = text.range(of: "Optional(") {
            var depth = 1
            var index = start.upperBound
            while depth > 0 {
                if text[index] == "(" { depth += 1 } else if text[index] == ")" { depth -= 1 }
                index = text.index(after: index)
            }
            let inner = text[start.upperBound..<text.index(before: index)]
            text.replaceSubrange(start.lowerBound..<index, with: inner)
        }
        return text
    }
}

final class SummaryLineXCTests: XCTestCase {
    func testUnderXCTestANotEqualOnALongValueIsShortened() {
        let long = String(repeating: "0123456789", count: 10)
        let records = gatherFailingExpectations(silently: true) { expect(long) != long }
        XCTAssertEqual(records.count, 1)
        XCTAssertFalse(records[0].message.fullText.contains(long))
        XCTAssertTrue(records[0].message.fullText.contains("…(28 more)…"), records[0].message.fullText)
        XCTAssertEqual(records[0].message.stringValue, "expected to not equal <\(long)>, got <\(long)>")
    }

    func testUnderXCTestAnOptionalFieldIsUnwrapped() {
        let records = gatherFailingExpectations(silently: true) {
            expect(Contact(name: "A", nickname: "B", age: nil, address: nil)).to(beNil())
        }
        XCTAssertEqual(records.map(\.message.stringValue), [#"expected to be nil, got <Contact(name: "A", nickname: "B", age: nil, address: nil)>"#])
    }
}
