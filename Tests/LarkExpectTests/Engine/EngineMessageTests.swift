import LarkExpect
import Testing

/// How `ExpectationMessage`s render into failure messages, and how custom predicates built
/// with the convenience constructors report.
@Suite struct EngineMessageTests {
    private func message(_ result: PredicateResult, toNot: Bool = false) -> [String] {
        let predicate = Predicate<Int> { _ in result }
        return gatherFailingExpectations(silently: true) {
            if toNot { expect(1).toNot(predicate) } else { expect(1).to(predicate) }
        }.map(\.message.stringValue)
    }

    @Test func theNimbleForms() {
        #expect(message(PredicateResult(status: .doesNotMatch, message: .expectedTo("be odd"))) == ["expected to be odd"])
        #expect(message(PredicateResult(status: .doesNotMatch, message: .expectedActualValueTo("be odd"))) == ["expected to be odd, got <1>"])
        #expect(message(PredicateResult(status: .doesNotMatch, message: .expectedCustomValueTo("be odd", actual: "one"))) == ["expected to be odd, got one"])
        #expect(message(PredicateResult(status: .doesNotMatch, message: .fail("custom text"))) == ["custom text"])
        #expect(message(PredicateResult(status: .matches, message: .expectedActualValueTo("be odd")), toNot: true) == ["expected to not be odd, got <1>"])
    }

    @Test func appendedTextDetailsAndTheBeNilHint() {
        let base = ExpectationMessage.expectedActualValueTo("be odd")
        #expect(message(PredicateResult(status: .fail, message: base.appendedBeNilHint())) == ["expected to be odd, got <1> (use beNil() to match nils)"])
        #expect(message(PredicateResult(status: .fail, message: base.appended(details: "line two"))) == ["expected to be odd, got <1>\nline two"])
        #expect(message(PredicateResult(status: .fail, message: base.appended(message: "!").appended(details: "d"))) == ["expected to be odd, got <1>!\nd"])
        #expect(message(PredicateResult(status: .fail, message: .expectedTo("be odd").appended(message: " now"))) == ["expected to be odd now"])
        #expect(base.wrappedExpectation(before: "really ", after: " indeed").toString(actual: "<1>") == "expected to really be odd, got <1> indeed")
        #expect(base.appended(details: "x").toString(actual: "<1>") == "expected to be odd, got <1>\n\nx")
        #expect(base.appendedBeNilHint().expectedMessage == "be odd (use beNil() to match nils)")
    }

    @Test func failStatusFailsBothDirections() {
        let result = PredicateResult(status: .fail, message: .expectedActualValueTo("be odd"))
        #expect(message(result) == ["expected to be odd, got <1>"])
        #expect(message(result, toNot: true) == ["expected to not be odd, got <1>"])
    }

    @Test func convenienceConstructors() {
        let beOdd = Predicate<Int>.simple("be odd") { actual in
            guard let value = try actual.evaluate() else { return .fail }
            return PredicateStatus(bool: value % 2 == 1)
        }
        let nothing: Int? = nil
        let failures = gatherFailingExpectations(silently: true) {
            expect(2).to(beOdd)
            expect(3).toNot(beOdd)
            expect(nothing).to(beOdd)
            expect(nothing).toNot(beOdd)
            expect(3).to(beOdd)
        }
        #expect(failures.map(\.message.stringValue) == [
            "expected to be odd, got <2>",
            "expected to not be odd, got <3>",
            "expected to be odd, got <nil> (use beNil() to match nils)",
            "expected to not be odd, got <nil> (use beNil() to match nils)",
        ])
        #expect(beOdd.description == "be odd")
    }

    @Test func anExpressionRunsOnceEvenWhenTheMessageShowsIt() {
        var calls = 0
        func next() -> Int { calls += 1; return calls }
        let failures = gatherFailingExpectations(silently: true) {
            expect(next()).to(equal(5))
            expect(next()).to(Predicate.define("be big") { actual, message in
                PredicateResult(bool: try actual.evaluate()! > 10 && (try actual.evaluate()!) > 10, message: message)
            })
        }
        #expect(calls == 2)
        #expect(failures.map(\.message.stringValue) == ["expected to equal <5>, got <1>", "expected to be big, got <2>"])
    }

    @Test func chainedChecksRunTheExpressionOnce() {
        var calls = 0
        func next() -> Int { calls += 1; return calls }
        let chained = expect(next()).to(equal(1)).toNot(equal(2)).to(beLessThan(2))
        #expect(calls == 1)
        #expect(chained.status == .passed)
        let failures = gatherFailingExpectations(silently: true) {
            expect(next()).to(equal(1)).to(beGreaterThan(5))
        }
        #expect(calls == 2)
        #expect(failures.map(\.message.stringValue) == ["expected to equal <1>, got <2>", "expected to be greater than <5>, got <2>"])
    }

    @Test func anExpressionThatThrowsFailsBothWaysOnce() {
        struct Boom: Error, CustomStringConvertible { var description: String { "boom" } }
        func explode() throws -> Int { throw Boom() }
        let records = gatherExpectations(silently: true) {
            #expect(expect(try explode()).to(equal(1)).status == .failed)
            #expect(expect(try explode()).toNot(equal(1)).status == .failed)
        }
        #expect(records.map(\.success) == [false, false])
        #expect(records.map(\.message.stringValue) == ["unexpected error thrown: <boom>", "unexpected error thrown: <boom>"])
    }

    @Test func satisfiesBridgesIntoSwiftTestingMacros() {
        let missing: Int? = nil
        #expect(satisfies(3, equal(3)))
        #expect(!satisfies(3, equal(4)))
        #expect(doesNotSatisfy(3, equal(4)))
        #expect(!satisfies(missing, equal(4)))
        #expect(!doesNotSatisfy(missing, equal(4)), "nil cannot be judged, so it is not 'not equal' either")
        #expect(equal(3).description == "equal <3>")
        #expect((beGreaterThan(1) && equal(3)).description == "match all of: {be greater than <1>}, and {equal <3>}")
        #expect(equal(Int?.none).description == "equal <nil>")
        #expect((haveCount(2) as Predicate<[Int]>).description == "have count 2")
        #expect((contain(1, 2) as Predicate<[Int]>).description == "contain <1, 2>")
    }

    @Test func failingOutsideAnyPredicate() {
        let failures = gatherFailingExpectations(silently: true) {
            fail("stop here")
            fail()
        }
        #expect(failures.map(\.message.stringValue) == ["stop here", "fail() always fails"])
    }
}
