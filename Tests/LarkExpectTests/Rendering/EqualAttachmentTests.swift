import LarkExpect
import Testing
import XCTest

@Suite struct EqualAttachmentTests {
    @Test func longValuesAreShortenedInTheFirstLineAndAttachedInFull() throws {
        let expected = String(repeating: "a", count: 60) + "c"
        let actual = String(repeating: "a", count: 60) + "b"
        let long = String(repeating: "x", count: 100)
        let records = gatherFailingExpectations(silently: true) {
            expect(long + actual).to(equal(long + expected))
        }
        let message = try #require(records.first?.message)
        let shownExpected = String(repeating: "x", count: 36) + "…(89 more)…" + String(repeating: "a", count: 35) + "c"
        let shownActual = String(repeating: "x", count: 36) + "…(89 more)…" + String(repeating: "a", count: 35) + "b"
        #expect(message.fullText.hasPrefix("expected to equal <\(shownExpected)>, got <\(shownActual)>\n"))
        #expect(message.stringValue == "expected to equal <\(long + expected)>, got <\(long + actual)>")
        #expect(message.attachments.map(\.name) == ["expected.txt", "actual.txt"])
        #expect(message.attachments.first?.contents == "\"\(long + expected)\"")
        #expect(message.fullText.contains("first difference at offset 160"))
    }

    @Test func largeCollectionsThatTheRendererCutsAreAttachedInFull() throws {
        var actual = Array(0..<100)
        actual[50] = -1
        let records = gatherFailingExpectations(silently: true) {
            expect(actual).to(equal(Array(0..<100)))
        }
        let message = try #require(records.first?.message)
        #expect(message.attachments.map(\.name) == ["expected.txt", "actual.txt"])
        #expect(message.attachments.last?.contents.contains("49, -1, 51") == true)
    }

    @Test func shortValuesKeepNimblesLineAndAttachNothing() throws {
        let records = gatherFailingExpectations(silently: true) {
            expect([1, 2, 9]).to(equal([1, 2, 3]))
        }
        let message = try #require(records.first?.message)
        #expect(message.stringValue == "expected to equal <[1, 2, 3]>, got <[1, 2, 9]>")
        #expect(message.attachments.isEmpty)
    }

    @Test func aFailingEqualInsideASwiftTestingTestCarriesItsAttachments() {
        withKnownIssue {
            expect(Array(0..<50)).to(equal(Array(1..<51)))
        }
    }
}

final class EqualAttachmentXCTests: XCTestCase {
    func testUnderXCTestTheShortenedMessageStillNamesTheDifference() {
        let records = gatherFailingExpectations(silently: true) {
            expect(String(repeating: "a", count: 100) + "b").to(equal(String(repeating: "a", count: 100) + "c"))
        }
        XCTAssertEqual(records.count, 1)
        XCTAssertTrue(records[0].message.fullText.contains("first difference at offset 100"), records[0].message.fullText)
        XCTAssertEqual(records[0].message.attachments.count, 2)
    }
}
