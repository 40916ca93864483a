import Foundation
import Nimble
import Testing

// Code as a helper library written for Nimble 14 has it: module-qualified names, in a file that
// also imports Foundation (whose `Predicate` makes the unqualified name ambiguous). It must
// compile against the `Nimble` product unchanged, and behave as the engine does.

func beEvenNumber() -> Nimble.Predicate<Int> {
    Nimble.Predicate { actual in
        guard let value = try actual.evaluate() else { return Nimble.PredicateResult(status: .fail, message: .fail("got nil")) }
        return Nimble.PredicateResult(bool: value.isMultiple(of: 2), message: .expectedActualValueTo("be even"))
    }
}

func haveLength(_ length: Int) -> Nimble.Matcher<String> {
    Nimble.Matcher.simple("have length \(length)") { actual in
        Nimble.MatcherStatus(bool: try actual.evaluate()?.count == length)
    }
}

func checkThatStops(_ body: @escaping () -> Void) -> Nimble.Predicate<Void> {
    Nimble.throwAssertion()
}

@Test func qualifiedNamesResolveThroughTheNimbleModule() {
    let records: [Nimble.AssertionRecord] = Nimble.gatherFailingExpectations(silently: true) {
        Nimble.expect(3).to(beEvenNumber())
        Nimble.expect("lark").to(haveLength(3))
        Nimble.expect(4).to(Nimble.equal(4))
        Nimble.expect(2).to(beEvenNumber())
    }
    #expect(records.map(\.message.stringValue) == [
        "expected to be even, got <3>",
        "expected to have length 3, got <lark>",
    ])
    let location: Nimble.SourceLocation = records[0].location
    #expect(location.fileID == "NimbleModuleTests/QualifiedNamesTests.swift")
}

@Test func theHandlerAndThrowAssertionAreReachableQualified() {
    let handler: any Nimble.AssertionHandler = Nimble.NimbleAssertionHandler
    #expect(handler is Nimble.TestFrameworkAssertionHandler)
    var ran = false
    let records = Nimble.gatherFailingExpectations(silently: true) {
        Nimble.expect { ran = true }.to(checkThatStops {})
    }
    #expect(records.count == 1)
    #expect(!ran)
}
