import Foundation
import Lark

// The documented examples of the engine's matchers (`MatcherDocs/*.md`). Each key is the exact
// text of a `docs-example` block; its closure runs that same code and returns what it records.

enum CoreMatcherExamples: DocsExampleSource {
    @MainActor static var examples: [String: DocsExample] {
        [
            // Differences (equal.md, beginWith.md, throwError.md, satisfyAllOf.md, satisfyAnyOf.md, contain.md, haveCount.md)
            ##"expect(Member(name: "Ann", roles: ["admin", "dev"])) == Member(name: "Ann", roles: ["admin", "ops"])"##: { recorded { expect(Member(name: "Ann", roles: ["admin", "dev"])) == Member(name: "Ann", roles: ["admin", "ops"]) } },
            ##"expect("Dear Ann,\nyour order shipped.\nThanks").to(equal("Dear Ann,\nyour order is on its way.\nThanks"))"##: { recorded { expect("Dear Ann,\nyour order shipped.\nThanks").to(equal("Dear Ann,\nyour order is on its way.\nThanks")) } },
            ##"expect([(1, "tea"), (2, "milk")]).to(equal([(1, "tea"), (2, "oat milk")]))"##: { recorded { expect([(1, "tea"), (2, "milk")]).to(equal([(1, "tea"), (2, "oat milk")])) } },
            ##"expect(Receipt(total: 3)).toNot(equal(Receipt(total: 4)))"##: { recorded { expect(Receipt(total: 3)).toNot(equal(Receipt(total: 4))) } },
            ##"expect(["tea", "milk"] as [String]).to(equal(["tea", Optional<String>.none]))"##: { recorded { expect(["tea", "milk"] as [String]).to(equal(["tea", Optional<String>.none])) } },
            ##"expect([1, 2, 3]).to(beginWith(2))"##: { recorded { expect([1, 2, 3]).to(beginWith(2)) } },
            ##"expect { try pay(500) }.to(throwError(PaymentError.declined(code: 51, retry: false)))"##: { recorded { expect { try pay(500) }.to(throwError(PaymentError.declined(code: 51, retry: false))) } },
            ##"expect([1, 2]).to(satisfyAllOf(haveCount(2), equal([1, 3])))"##: { recorded { expect([1, 2]).to(satisfyAllOf(haveCount(2), equal([1, 3]))) } },
            ##"expect([1, 2]).to(satisfyAnyOf(equal([1, 3]), equal([2, 2])))"##: { recorded { expect([1, 2]).to(satisfyAnyOf(equal([1, 3]), equal([2, 2]))) } },
            ##"expect(Array(1...50)).to(contain(99))"##: { recorded { expect(Array(1...50)).to(contain(99)) } },
            ##"expect(Array(1...30)).to(haveCount(3))"##: { recorded { expect(Array(1...30)).to(haveCount(3)) } },
            // equal.md
            ##"expect(1).to(equal(2))"##: { recorded { expect(1).to(equal(2)) } },
            ##"expect([1, 2]) == [1, 3]"##: { recorded { expect([1, 2]) == [1, 3] } },
            ##"expect((1, "a")).to(equal((1, "b")))"##: { recorded { expect((1, "a")).to(equal((1, "b"))) } },
            ##"expect(nil as Int?).to(equal(1))"##: { recorded { expect(nil as Int?).to(equal(1)) } },
            // beNil.md
            ##"expect(42).to(beNil())"##: { recorded { expect(42).to(beNil()) } },
            ##"expect(nil as Int?).toNot(beNil())"##: { recorded { expect(nil as Int?).toNot(beNil()) } },
            // beIdenticalTo.md
            ##"expect(alice).to(beIdenticalTo(bob))"##: { recorded { expect(alice).to(beIdenticalTo(bob)) } },
            ##"expect(alice) !== alice"##: { recorded { expect(alice) !== alice } },
            // beVoid.md
            ##"expect(nil as Void?).to(beVoid())"##: { recorded { expect(nil as Void?).to(beVoid()) } },
            ##"expect(()).toNot(beVoid())"##: { recorded { expect(()).toNot(beVoid()) } },
            // elementsEqual.md
            ##"expect([1, 2, 3]).to(elementsEqual([3, 2, 1]))"##: { recorded { expect([1, 2, 3]).to(elementsEqual([3, 2, 1])) } },
            // beTrue.md
            ##"expect(false).to(beTrue())"##: { recorded { expect(false).to(beTrue()) } },
            ##"expect(nil as Bool?).to(beTrue())"##: { recorded { expect(nil as Bool?).to(beTrue()) } },
            // beFalse.md
            ##"expect(true).to(beFalse())"##: { recorded { expect(true).to(beFalse()) } },
            ##"expect(nil as Bool?).to(beFalse())"##: { recorded { expect(nil as Bool?).to(beFalse()) } },
            // beTruthy.md
            ##"expect(nil as Bool?).to(beTruthy())"##: { recorded { expect(nil as Bool?).to(beTruthy()) } },
            ##"expect(true).toNot(beTruthy())"##: { recorded { expect(true).toNot(beTruthy()) } },
            // beFalsy.md
            ##"expect(true).to(beFalsy())"##: { recorded { expect(true).to(beFalsy()) } },
            // beGreaterThan.md
            ##"expect(1).to(beGreaterThan(2))"##: { recorded { expect(1).to(beGreaterThan(2)) } },
            ##"expect(1) > 2"##: { recorded { expect(1) > 2 } },
            ##"expect(3).toNot(beGreaterThan(2))"##: { recorded { expect(3).toNot(beGreaterThan(2)) } },
            // beGreaterThanOrEqualTo.md
            ##"expect(1).to(beGreaterThanOrEqualTo(2))"##: { recorded { expect(1).to(beGreaterThanOrEqualTo(2)) } },
            ##"expect(1) >= 2"##: { recorded { expect(1) >= 2 } },
            ##"expect(2).toNot(beGreaterThanOrEqualTo(2))"##: { recorded { expect(2).toNot(beGreaterThanOrEqualTo(2)) } },
            // beLessThan.md
            ##"expect(2).to(beLessThan(1))"##: { recorded { expect(2).to(beLessThan(1)) } },
            ##"expect(2) < 1"##: { recorded { expect(2) < 1 } },
            ##"expect(1).toNot(beLessThan(2))"##: { recorded { expect(1).toNot(beLessThan(2)) } },
            // beLessThanOrEqualTo.md
            ##"expect(3).to(beLessThanOrEqualTo(2))"##: { recorded { expect(3).to(beLessThanOrEqualTo(2)) } },
            ##"expect(3) <= 2"##: { recorded { expect(3) <= 2 } },
            ##"expect(2).toNot(beLessThanOrEqualTo(2))"##: { recorded { expect(2).toNot(beLessThanOrEqualTo(2)) } },
            // beWithin.md
            ##"expect(10).to(beWithin(1...5))"##: { recorded { expect(10).to(beWithin(1...5)) } },
            ##"expect(2.1).to(beWithin(0..<2.1))"##: { recorded { expect(2.1).to(beWithin(0..<2.1)) } },
            // beCloseTo.md
            ##"expect(1.3).to(beCloseTo(1.2, within: 0.01))"##: { recorded { expect(1.3).to(beCloseTo(1.2, within: 0.01)) } },
            ##"expect(1.3) ≈ 1.1 ± 0.1"##: { recorded { expect(1.3) ≈ 1.1 ± 0.1 } },
            ##"expect([0.1, 1.2]) ≈ [0.1, 1.1]"##: { recorded { expect([0.1, 1.2]) ≈ [0.1, 1.1] } },
            // beAnInstanceOf.md
            ##"expect(1).to(beAnInstanceOf(String.self))"##: { recorded { expect(1).to(beAnInstanceOf(String.self)) } },
            // beAKindOf.md
            ##"expect("text").to(beAKindOf(Int.self))"##: { recorded { expect("text").to(beAKindOf(Int.self)) } },
            // contain.md
            ##"expect([1, 2]).to(contain(3))"##: { recorded { expect([1, 2]).to(contain(3)) } },
            ##"expect("hello").to(contain("bye"))"##: { recorded { expect("hello").to(contain("bye")) } },
            // containElementSatisfying.md
            ##"expect([1, 2, 3]).to(containElementSatisfying({ $0 > 5 }, "greater than 5"))"##: { recorded { expect([1, 2, 3]).to(containElementSatisfying({ $0 > 5 }, "greater than 5")) } },
            ##"expect([1, 2, 3]).toNot(containElementSatisfying({ $0 == 2 }))"##: { recorded { expect([1, 2, 3]).toNot(containElementSatisfying({ $0 == 2 })) } },
            // haveCount.md
            ##"expect([1, 2]).to(haveCount(3))"##: { recorded { expect([1, 2]).to(haveCount(3)) } },
            // beEmpty.md
            ##"expect([1]).to(beEmpty())"##: { recorded { expect([1]).to(beEmpty()) } },
            ##"expect("").toNot(beEmpty())"##: { recorded { expect("").toNot(beEmpty()) } },
            // beginWith.md
            ##"expect("batman").to(beginWith("robin"))"##: { recorded { expect("batman").to(beginWith("robin")) } },
            ##"expect([1, 2, 3]).to(beginWith(prefix: [2, 3]))"##: { recorded { expect([1, 2, 3]).to(beginWith(prefix: [2, 3])) } },
            // endWith.md
            ##"expect([1, 2, 3]).to(endWith(2))"##: { recorded { expect([1, 2, 3]).to(endWith(2)) } },
            ##"expect("batman").toNot(endWith("man"))"##: { recorded { expect("batman").toNot(endWith("man")) } },
            // allPass.md
            ##"expect([1, 2, 3]).to(allPass(beLessThan(3)))"##: { recorded { expect([1, 2, 3]).to(allPass(beLessThan(3))) } },
            ##"expect([1, 2, 3]).to(allPass { $0 < 3 })"##: { recorded { expect([1, 2, 3]).to(allPass { $0 < 3 }) } },
            ##"expect([1, 2]).toNot(allPass("be small", { $0 < 3 }))"##: { recorded { expect([1, 2]).toNot(allPass("be small", { $0 < 3 })) } },
            // match.md
            ##"expect("hello").to(match(#"\d{2}:\d{2}"#))"##: { recorded { expect("hello").to(match(#"\d{2}:\d{2}"#)) } },
            // throwError.md
            ##"expect { try parse("12") }.to(throwError())"##: { recorded { expect { try parse("12") }.to(throwError()) } },
            ##"expect { try parse("") }.to(throwError(ParseError.badDigit))"##: { recorded { expect { try parse("") }.to(throwError(ParseError.badDigit)) } },
            ##"expect { try parse("") }.toNot(throwError(errorType: ParseError.self))"##: { recorded { expect { try parse("") }.toNot(throwError(errorType: ParseError.self)) } },
            ##"expect(parseTwelve).toNot(throwError())"##: { recorded { expect(parseTwelve).toNot(throwError()) } },
            // throwAssertion.md (the closure is never run; `checkedIndex` would stop the process)
            ##"expect { _ = checkedIndex(5, count: 3) }.to(throwAssertion())"##: { recorded { expect { _ = checkedIndex(5, count: 3) }.to(throwAssertion()) } },
            // matchError.md
            ##"expect(ParseError.empty).to(matchError(ParseError.badDigit))"##: { recorded { expect(ParseError.empty).to(matchError(ParseError.badDigit)) } },
            ##"expect(ParseError.empty).to(matchError(CocoaError.self))"##: { recorded { expect(ParseError.empty).to(matchError(CocoaError.self)) } },
            // beSuccess.md
            ##"expect(parseResult("")).to(beSuccess())"##: { recorded { expect(parseResult("")).to(beSuccess()) } },
            ##"expect(parseResult("7")).to(beSuccess(equal(12)))"##: { recorded { expect(parseResult("7")).to(beSuccess(equal(12))) } },
            // beFailure.md
            ##"expect(parseResult("7")).to(beFailure())"##: { recorded { expect(parseResult("7")).to(beFailure()) } },
            // succeed.md
            ##"expect { .failed(reason: "no e-mail") }.to(succeed())"##: { recorded { expect { .failed(reason: "no e-mail") }.to(succeed()) } },
            // postNotifications.md
            ##"expect { }.to(postNotifications(haveCount(1), from: center))"##: { recorded { expect { }.to(postNotifications(haveCount(1), from: center)) } },
            // satisfyAllOf.md
            ##"expect(5).to(satisfyAllOf(beGreaterThan(1), beLessThan(3)))"##: { recorded { expect(5).to(satisfyAllOf(beGreaterThan(1), beLessThan(3))) } },
            // satisfyAnyOf.md
            ##"expect(4).to(satisfyAnyOf(equal(2), equal(3)))"##: { recorded { expect(4).to(satisfyAnyOf(equal(2), equal(3))) } },
            ##"expect(3).toNot(equal(2) || equal(3))"##: { recorded { expect(3).toNot(equal(2) || equal(3)) } },
            // not.md
            ##"expect(2).to(not(equal(2)))"##: { recorded { expect(2).to(not(equal(2))) } },
            ##"expect(nil as Int?).to(not(beNil()))"##: { recorded { expect(nil as Int?).to(not(beNil())) } },
            // map.md
            ##"expect([1, 2]).to(map(\.count, equal(3)))"##: { recorded { expect([1, 2]).to(map(\.count, equal(3))) } },
            // compactMap.md
            ##"expect("eighty").to(compactMap({ Int($0) }, equal(80)))"##: { recorded { expect("eighty").to(compactMap({ Int($0) }, equal(80))) } },
            // be.md
            ##"expect(nil as AnyObject?).to(be(alice))"##: { recorded { expect(nil as AnyObject?).to(be(alice)) } },
        ]
    }
}
