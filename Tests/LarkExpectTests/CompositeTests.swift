import LarkExpect
import Testing

/// An always-`.fail` predicate, like a part that cannot judge the value.
private func cannotJudge<T>() -> Predicate<T> {
    Predicate { _ in PredicateResult(status: .fail, message: .fail("cannot judge")) }
}

/// An async predicate equal to `equal(expected)`, written as an `AsyncPredicate`.
private func asyncEqual<T: Equatable & Sendable>(_ expected: T) -> AsyncPredicate<T> {
    AsyncPredicate.simple("equal <\(expected)>") { PredicateStatus(bool: try await $0.evaluate() == expected) }
}

@Suite struct CompositeTests {
    @Test func satisfyAllOf() {
        #expect(checkMatcher(
            LarkExpect.satisfyAllOf(beGreaterThan(1), beLessThan(3)), matching: 2, notMatching: 3,
            to: "expected to match all of: {be greater than <1>}, and {be less than <3>}, got 3",
            toNot: "expected to not match all of: {be greater than <1>}, and {be less than <3>}, got 2",
            nilTo: "expected to match all of: {be greater than <1>}, and {be less than <3>}, got <nil>" + beNilHint,
            nilToNot: "expected to not match all of: {be greater than <1>}, and {be less than <3>}, got <nil>" + beNilHint) == [])
        #expect(passes { expect(2).to(equal(2) && beLessThan(3)); expect("turtle").to(contain("t") && endWith("tle")) })
        #expect(failures { expect(2).to(LarkExpect.satisfyAllOf(equal(3), equal(4))) }
            == ["expected to match all of: {equal <3>}, and {equal <4>}, got 2"])
        #expect(failures { expect(true).toNot(LarkExpect.satisfyAllOf(beTrue(), cannotJudge())) }
            == ["expected to not match all of: {be true}, and {cannot judge}, got true"])
        #expect(failures { expect([5, 6]).to(LarkExpect.satisfyAllOf(allPass("be less than 4", { $0 < 4 }), equal([5, 6]))) }
            == ["expected to match all of: {all be less than 4, but failed first at element <5> in <[5, 6]>}, and {equal <[5, 6]>}, got [5, 6]"])
    }

    @Test func satisfyAnyOf() {
        #expect(checkMatcher(
            LarkExpect.satisfyAnyOf(equal(2), equal(3)), matching: 3, notMatching: 4,
            to: "expected to match one of: {equal <2>}, or {equal <3>}, got 4",
            toNot: "expected to not match one of: {equal <2>}, or {equal <3>}, got 3",
            nilTo: "expected to match one of: {equal <2>}, or {equal <3>}, got <nil>" + beNilHint,
            nilToNot: "expected to not match one of: {equal <2>}, or {equal <3>}, got <nil>" + beNilHint) == [])
        #expect(passes {
            expect(2).to(equal(2) || equal(3))
            expect("turtle").toNot(contain("a") || endWith("magic"))
            expect(false).to(beTrue() || beFalse())
        })
        #expect(failures { expect(false).to(LarkExpect.satisfyAnyOf(beTrue())) } == ["expected to match one of: {be true}, got false"])
        #expect(failures { expect(50.10001).toNot(LarkExpect.satisfyAnyOf(beLessThan(10.5), beGreaterThan(100.75), beCloseTo(50.1))) }
            == ["expected to not match one of: {be less than <10.5>}, or {be greater than <100.75>}, or {be close to <50.1> (within 0.0001)}, got 50.10001"])
    }

    /// When the parts disagree, a line below Nimble's one-line text names the ones that decided
    /// the verdict: a test framework shows it (`fullText`), `stringValue` stays Nimble's.
    @Test func thePartsThatDecidedAreNamedBelowNimblesText() async {
        let allOf = gatherFailingExpectations(silently: true) {
            expect(3).to(LarkExpect.satisfyAllOf(beGreaterThan(1), beLessThan(3)))
        }.map(\.message)
        #expect(allOf.map(\.stringValue) == ["expected to match all of: {be greater than <1>}, and {be less than <3>}, got 3"])
        #expect(allOf.map(\.difference) == [["not matched: {be less than <3>}"]])
        #expect(fullFailures { expect(Int?.none).to(LarkExpect.satisfyAllOf(equal(3), beLessThan(4), beNil())) } == [
            "expected to match all of: {equal <3>}, and {be less than <4>}, and {be nil}, got <nil>" + beNilHint
                + "\nnot matched: {equal <3>}, {be less than <4>}",
        ])
        #expect(fullFailures { expect(3).toNot(LarkExpect.satisfyAnyOf(equal(2), equal(3))) }
            == ["expected to not match one of: {equal <2>}, or {equal <3>}, got 3\nmatched: {equal <3>}"])
        // All parts agree: nothing to name.
        #expect(fullFailures { expect(2).to(LarkExpect.satisfyAllOf(equal(3), equal(4))) }
            == ["expected to match all of: {equal <3>}, and {equal <4>}, got 2"])
        #expect(await fullFailures { await expect { 1 }.to(LarkExpect.satisfyAllOf(asyncEqual(2), beLessThan(3))) }
            == ["expected to match all of: {equal <2>}, and {be less than <3>}, got 1\nnot matched: {equal <2>}"])
        #expect(await fullFailures { await expect { 2 }.toNot(LarkExpect.satisfyAnyOf(asyncEqual(2), equal(3))) }
            == ["expected to not match one of: {equal <2>}, or {equal <3>}, got 2\nmatched: {equal <2>}"])
    }

    @Test func satisfyAnyOfLetsAMatchingPartWinOverOneThatCannotJudge() {
        #expect(passes { expect(nil as Int?).to(beNil() || equal(3)) })
        #expect(passes { expect(3).to(LarkExpect.satisfyAnyOf(cannotJudge(), equal(3))) })
        #expect(status(LarkExpect.satisfyAnyOf(cannotJudge(), equal(3)), 4) == .fail)
        #expect(failures { expect(true).toNot(LarkExpect.satisfyAnyOf(cannotJudge(), cannotJudge())) }
            == ["expected to not match one of: {cannot judge}, or {cannot judge}, got true"])
    }

    /// Every combination of up to three parts, as value-only built-ins (`equal`) and as
    /// closure predicates, against the rules written out plainly: allOf fails on any `.fail`,
    /// anyOf lets any match win.
    @Test func compositeVerdictsFollowTheRulesForEveryCombination() throws {
        enum Part: CaseIterable { case matches, doesNotMatch, cannotJudge }
        func valueOnly(_ part: Part) -> Predicate<Int> {
            switch part {
            case .matches: return equal(2)
            case .doesNotMatch: return equal(3)
            case .cannotJudge: return equal(nil)  // a nil expected value judges nothing
            }
        }
        func closure(_ part: Part) -> Predicate<Int> {
            Predicate { _ in
                switch part {
                case .matches: return PredicateResult(status: .matches, message: .fail("m"))
                case .doesNotMatch: return PredicateResult(status: .doesNotMatch, message: .fail("d"))
                case .cannotJudge: return PredicateResult(status: .fail, message: .fail("f"))
                }
            }
        }
        var combinations: [[Part]] = [[]]
        var layer: [[Part]] = [[]]
        for _ in 1...3 {
            layer = layer.flatMap { prefix in Part.allCases.map { prefix + [$0] } }
            combinations += layer
        }
        #expect(combinations.count == 1 + 3 + 9 + 27)
        for parts in combinations {
            let allOf: PredicateStatus = parts.contains(.cannotJudge) ? .fail : parts.contains(.doesNotMatch) ? .doesNotMatch : .matches
            let anyOf: PredicateStatus = parts.contains(.matches) ? .matches : parts.contains(.cannotJudge) ? .fail : .doesNotMatch
            // Closures, value-only built-ins, and the two mixed.
            let mixed = parts.indices.map { $0.isMultiple(of: 2) ? closure(parts[$0]) : valueOnly(parts[$0]) }
            for predicates in [parts.map(closure), parts.map(valueOnly), mixed] {
                let expression = Expression<Int>(expression: { 2 }, location: SourceLocation())
                #expect(try LarkExpect.satisfyAllOf(predicates).satisfies(expression).status == allOf, "allOf \(parts)")
                #expect(try LarkExpect.satisfyAnyOf(predicates).satisfies(expression).status == anyOf, "anyOf \(parts)")
                let to = gatherExpectations(silently: true) { expect(2).to(LarkExpect.satisfyAllOf(predicates)) }
                let toNot = gatherExpectations(silently: true) { expect(2).toNot(LarkExpect.satisfyAllOf(predicates)) }
                #expect(to.map(\.success) == [allOf == .matches] && toNot.map(\.success) == [allOf == .doesNotMatch], "\(parts)")
            }
        }
    }

    @Test func aPartThatThrowsFailsBothWaysWithTheError() {
        struct Boom: Error, CustomStringConvertible { var description: String { "boom" } }
        let throwing: Predicate<[Int]> = allPass { _ in throw Boom() }
        let composites = [
            LarkExpect.satisfyAllOf(haveCount(1), throwing), LarkExpect.satisfyAnyOf(haveCount(1), throwing),
            LarkExpect.satisfyAllOf(haveCount(1), contain(1), throwing),
        ]
        for composite in composites {
            let to = gatherExpectations(silently: true) { expect([1]).to(composite) }
            let toNot = gatherExpectations(silently: true) { expect([1]).toNot(composite) }
            #expect(to.map(\.success) == [false] && toNot.map(\.success) == [false])
            #expect((to + toNot).map(\.message.stringValue) == ["unexpected error thrown: <boom>", "unexpected error thrown: <boom>"])
        }
    }

    @Test func aCompositeJudgesNilThroughItsParts() {
        #expect(passes { expect(Int?.none).to(LarkExpect.satisfyAnyOf(beNil(), equal(3))) })
        #expect(failures { expect(Int?.none).to(LarkExpect.satisfyAllOf(equal(3), beLessThan(4), beNil())) } == [
            "expected to match all of: {equal <3>}, and {be less than <4>}, and {be nil}, got <nil>" + beNilHint
                + "",
        ])
        #expect(failures { expect(Int?.none).toNot(LarkExpect.satisfyAnyOf(equal(3), beNil())) } == [
            "expected to not match one of: {equal <3>}, or {be nil}, got <nil>",
        ])
        #expect(passes { expect(4).to(LarkExpect.satisfyAllOf()) } && failures { expect(4).to(LarkExpect.satisfyAnyOf()) }.count == 1)
    }

    @Test func asyncSatisfyAllOfAndAnyOf() async {
        let problems1 = await checkAsyncMatcher(
            LarkExpect.satisfyAllOf(asyncEqual(2), beLessThan(3)), matching: 2, notMatching: 1,
            to: "expected to match all of: {equal <2>}, and {be less than <3>}, got 1",
            toNot: "expected to not match all of: {equal <2>}, and {be less than <3>}, got 2",
            nilTo: "expected to match all of: {equal <2>}, and {be less than <3>}, got <nil>" + beNilHint,
            nilToNot: "expected to not match all of: {equal <2>}, and {be less than <3>}, got <nil>" + beNilHint)
        #expect(problems1 == [])
        let problems2 = await checkAsyncMatcher(
            LarkExpect.satisfyAnyOf(asyncEqual(2), equal(3)), matching: 2, notMatching: 4,
            to: "expected to match one of: {equal <2>}, or {equal <3>}, got 4",
            toNot: "expected to not match one of: {equal <2>}, or {equal <3>}, got 2",
            nilTo: "expected to match one of: {equal <2>}, or {equal <3>}, got <nil>" + beNilHint,
            nilToNot: "expected to not match one of: {equal <2>}, or {equal <3>}, got <nil>" + beNilHint)
        #expect(problems2 == [])
        // Over plain predicates the operators stay synchronous, even in an async function.
        expect(2).to(equal(2) || equal(3))
        expect(2).to(beGreaterThan(1) && beLessThan(3))
        #expect(await passes {
            await expect { 2 }.to(asyncEqual(2) || asyncEqual(3))
            await expect { 2 }.to(equal(5) || asyncEqual(2))
            await expect { 2 }.to(asyncEqual(2) && beLessThan(3))
        })
    }

    @Test func not() async {
        #expect(checkMatcher(
            LarkExpect.not(equal(2)), matching: 1, notMatching: 2,
            to: "expected to not equal <2>, got <2>", toNot: "expected to not not equal <2>, got <1>",
            nilTo: "expected to not equal <2>, got <nil>" + beNilHint, nilToNot: "expected to not not equal <2>, got <nil>" + beNilHint) == [])
        #expect(failures { expect(nil as Int?).to(LarkExpect.not(beNil())) } == ["expected to not be nil, got <nil>"])
        #expect(passes { expect(nil as Int?).toNot(LarkExpect.not(beNil())) })
        let problems3 = await checkAsyncMatcher(
            LarkExpect.not(asyncEqual(2)), matching: 1, notMatching: 2,
            to: "expected to not equal <2>, got <2>", toNot: "expected to not not equal <2>, got <1>",
            nilTo: "expected to not equal <2>, got <nil>" + beNilHint, nilToNot: "expected to not not equal <2>, got <nil>" + beNilHint)
        #expect(problems3 == [])
    }

    @Test func map() async {
        struct Box { let count: Int; let name: String? }
        #expect(checkMatcher(
            LarkExpect.map(\Box.count, equal(3)), matching: Box(count: 3, name: nil), notMatching: Box(count: 2, name: nil),
            to: "expected to equal <3>, got <2>", toNot: "expected to not equal <3>, got <3>",
            nilTo: "expected to equal <3>, got <nil>" + beNilHint, nilToNot: "expected to not equal <3>, got <nil>" + beNilHint) == [])
        #expect(passes {
            expect([1, 2, 3]).to(LarkExpect.map(\.count, equal(3)))
            expect("1").to(LarkExpect.map({ Int($0) }, equal(1)))
            expect(Box(count: 1, name: "a")).to(LarkExpect.map(\.name, equal("a")))
            expect(Box(count: 1, name: "a")).to(LarkExpect.satisfyAllOf(LarkExpect.map(\.count, equal(1)), LarkExpect.map(\.name, equal("a"))))
        })
        // An optional result is unwrapped: nil reaches the inner predicate as nil.
        #expect(failures { expect(Box(count: 1, name: nil)).to(LarkExpect.map(\.name, equal("a"))) } == ["expected to equal <a>, got <nil>" + beNilHint])
        let problems4 = await checkAsyncMatcher(
            LarkExpect.map({ (value: Int) async in value * 2 }, asyncEqual(4)), matching: 2, notMatching: 3,
            to: "expected to equal <4>, got <6>", toNot: "expected to not equal <4>, got <4>",
            nilTo: "expected to equal <4>, got <nil>" + beNilHint, nilToNot: "expected to not equal <4>, got <nil>" + beNilHint)
        #expect(problems4 == [])
        #expect(await passes { await expect { 2 }.to(LarkExpect.map({ (value: Int) async in "\(value)" }, equal("2"))) })
    }

    @Test func succeed() {
        #expect(checkMatcher(
            LarkExpect.succeed(), matching: ToSucceedResult.succeeded, notMatching: .failed(reason: "something went wrong"),
            to: "expected to succeed, got <failed> because <something went wrong>",
            toNot: "expected to not succeed, got <succeeded>",
            nilTo: "expected a ToSucceedResult, got <nil>" + beNilHint, nilToNot: "expected a ToSucceedResult, got <nil>" + beNilHint) == [])
        #expect(passes { expect { .succeeded }.to(LarkExpect.succeed()); expect { .failed(reason: "") }.toNot(LarkExpect.succeed()) })
    }
}
