import Foundation
import LarkExpect
import Testing
import XCTest

// Nimble 14 spellings that a test file switching imports relies on: Foundation subjects,
// `beTruthy`/`beFalsy` on numbers, `==` on tuples and arrays of tuples, `expecta` from
// main-actor code, and the `onFailure(throw:)` misuse message.

/// A date from local wall-clock text, like the dates in Nimble's own tests.
private func date(_ text: String) -> Date {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.dateFormat = "yyyy-MM-dd HH:mm:ss"
    return formatter.date(from: text)!
}

final class NimbleParityLogicalTests: XCTestCase {
    func testBeTruthyOnNumbers() {
        XCTAssertTrue(passes {
            expect(1 as Int8).to(beTruthy())
            expect(1 as UInt64?).to(beTruthy())
            expect(1 as Float).to(beTruthy())
            expect(1 as Double?).to(beTruthy())
            expect(2).toNot(beTruthy())
            expect(0.5).toNot(beTruthy())
            expect(nil as Int?).toNot(beTruthy())
            expect(true).to(beTruthy())
        })
        XCTAssertEqual(failures { expect(0).to(beTruthy()) }, ["expected to be truthy, got <0>"])
        XCTAssertEqual(failures { expect(1 as UInt8).toNot(beTruthy()) }, ["expected to not be truthy, got <1>"])
        XCTAssertEqual(failures { expect(nil as Int16?).to(beTruthy()) }, ["expected to be truthy, got <nil>"])
        XCTAssertEqual(failures { expect(0.25).to(beTruthy()) }, ["expected to be truthy, got <0.25>"])
    }

    func testBeFalsyOnNumbers() {
        XCTAssertTrue(passes {
            expect(0 as Int32).to(beFalsy())
            expect(nil as UInt?).to(beFalsy())
            expect(2 as Int64).to(beFalsy())
            expect(0 as Float?).to(beFalsy())
            expect(1 as Int).toNot(beFalsy())
            expect(1.0).toNot(beFalsy())
            expect(false).to(beFalsy())
        })
        XCTAssertEqual(failures { expect(1).to(beFalsy()) }, ["expected to be falsy, got <1>"])
        XCTAssertEqual(failures { expect(0).toNot(beFalsy()) }, ["expected to not be falsy, got <0>"])
        XCTAssertEqual(failures { expect(nil as Double?).toNot(beFalsy()) }, ["expected to not be falsy, got <nil>"])
        XCTAssertEqual(failures { expect(1.0).to(beFalsy()) }, ["expected to be falsy, got <1.0>"])
    }
}

final class NimbleParityTupleTests: XCTestCase {
    func testTupleOperators() {
        XCTAssertTrue(passes {
            expect((1, "2")) == (1, "2")
            expect((1, two: "2")) == (1, two: "2")
            expect((1, "2", three: 3)) == (1, "2", three: 3)
            expect((1, "2", 3, four: "4", 5, "6")) == (1, "2", 3, "4", five: 5, "6")
            expect((1, "2")) != (1, "3")
        })
        XCTAssertEqual(failures { expect((1, "a")) == (1, "b") }, [#"expected to equal <(1, "b")>, got <(1, "a")>"#])
        XCTAssertEqual(failures { expect((1, "a")) != (1, "a") }, [#"expected to not equal <(1, "a")>, got <(1, "a")>"#])
        XCTAssertEqual(failures { expect(nil as (Int, Int)?) == (1, 2) }, ["expected to equal <(1, 2)>, got <nil>" + beNilHint])
        // Plain values still take the plain operator.
        XCTAssertEqual(failures { expect(1) == 2 }, ["expected to equal <2>, got <1>"])
    }

    func testArraysOfTuples() {
        let original: [(Int, String)] = [(0, "0"), (1, "1")]
        let named: [(Int, named: String)] = [(0, named: "0"), (1, named: "1")]
        XCTAssertTrue(passes {
            expect([(Int, String)]()) == []
            expect(original) == named
            expect(original) != named.reversed()
            expect(original) != []
            expect(original).to(elementsEqual(named, by: ==))
            expect([(1, "a", 2.0)]) == [(1, "a", 2.0)]
        })
        XCTAssertEqual(failures { expect([(1, "a")]) == [(1, "b")] }, [#"expected to equal <[(1, "b")]>, got <[(1, "a")]>"#])
        XCTAssertEqual(failures { expect([(1, "a")]) == [(1, "a"), (2, "b")] }, [#"expected to equal <[(1, "a"), (2, "b")]>, got <[(1, "a")]>"#])
        XCTAssertEqual(failures { expect([(1, "a")]) != [(1, "a")] }, [#"expected to not equal <[(1, "a")]>, got <[(1, "a")]>"#])
        XCTAssertEqual(failures { expect(nil as [(Int, Int)]?) != [(1, 2)] }, ["expected to not equal <[(1, 2)]>, got <nil>" + beNilHint])
    }

    func testAsyncTupleOperators() async {
        let pairs = { () async -> [(Int, String)] in [(0, "0")] }
        let pair = { () async -> (Int, String) in (1, "a") }
        let passed = await passes {
            await expect(pairs) == [(0, named: "0")]
            await expect(pairs) != []
            await expect(pair) == (1, "a")
            await expect(pair) != (1, "b")
        }
        XCTAssertTrue(passed)
        let messages = await failures { await expect(pairs) == [] }
        XCTAssertEqual(messages, [#"expected to equal <[]>, got <[(0, "0")]>"#])
        let pairMessages = await failures { await expect(pair) != (1, "a") }
        XCTAssertEqual(pairMessages, [#"expected to not equal <(1, "a")>, got <(1, "a")>"#])
    }
}

/// A value that the optional form of `equal` cannot build with `.init(...)`.
private struct Tally: Hashable {
    let count: Int
}

final class NimbleParityEqualFormsTests: XCTestCase {
    private let lookUp: (String) -> String? = { $0 == "none" ? nil : $0 }

    func testArrayAgainstOptionalElements() {
        let names = ["a", "b"]
        XCTAssertTrue(passes {
            expect(names).to(equal([lookUp("a"), lookUp("b")]))
            expect(names).toNot(equal([lookUp("a")]))
            expect(names).toNot(equal([lookUp("a"), lookUp("none")]))
            expect(names) == [lookUp("a"), lookUp("b")]
            expect(names) != [lookUp("b"), lookUp("a")]
            expect([String]()).to(equal([] as [String?]))
        })
        XCTAssertEqual(failures { expect(names).to(equal([lookUp("a"), lookUp("c")])) },
                       [#"expected to equal <[Optional("a"), Optional("c")]>, got <[a, b]>"#])
        XCTAssertEqual(failures { expect(names).toNot(equal([lookUp("a"), lookUp("b")])) },
                       [#"expected to not equal <[Optional("a"), Optional("b")]>, got <[a, b]>"#])
        XCTAssertEqual(failures { expect(names).to(equal([lookUp("a"), lookUp("none")])) },
                       [#"expected to equal <[Optional("a"), nil]>, got <[a, b]>"#])
        XCTAssertEqual(failures { expect(nil as [String]?).to(equal([lookUp("a")])) },
                       [#"expected to equal <[Optional("a")]>, got <nil>"# + beNilHint])
        XCTAssertEqual(failures { expect(nil as [String]?).toNot(equal([lookUp("a")])) },
                       [#"expected to not equal <[Optional("a")]>, got <nil>"# + beNilHint])
        XCTAssertEqual(failures { expect(names) != [lookUp("a"), lookUp("b")] },
                       [#"expected to not equal <[Optional("a"), Optional("b")]>, got <[a, b]>"#])
    }

    func testDictionaryAgainstOptionalValues() {
        let ages: [String: Int] = ["ann": 3]
        let age: Int? = 3, missing: Int? = nil
        XCTAssertTrue(passes {
            expect(ages).to(equal(["ann": age]))
            expect(ages) == ["ann": age]
            expect(ages).toNot(equal(["ann": missing]))
            expect(ages).toNot(equal(["ann": age, "bob": missing]))
            expect(ages) != ["bob": age]
        })
        XCTAssertEqual(failures { expect(ages).to(equal(["ann": missing])) },
                       [#"expected to equal <["ann": nil]>, got <["ann": 3]>"#])
        XCTAssertEqual(failures { expect(ages).to(equal(["ann": age, "bob": missing])) },
                       [#"expected to equal <["ann": Optional(3), "bob": nil]>, got <["ann": 3]>"#])
        XCTAssertEqual(failures { expect(ages).toNot(equal(["ann": age])) },
                       [#"expected to not equal <["ann": Optional(3)]>, got <["ann": 3]>"#])
        XCTAssertEqual(failures { expect(nil as [String: Int]?) == ["ann": age] },
                       [#"expected to equal <["ann": Optional(3)]>, got <nil>"# + beNilHint])
    }

    func testImplicitInitializer() {
        let tally = Tally(count: 2)
        let tallies: Set<Tally> = [tally]
        XCTAssertTrue(passes {
            expect(tally).to(equal(.init(count: 2)))
            expect(tally).toNot(equal(.init(count: 3)))
            expect(tally) == .init(count: 2)
            expect(tally) != .init(count: 3)
            expect(tallies).to(equal(.init([Tally(count: 2)])))
        })
        XCTAssertEqual(failures { expect(tally).to(equal(.init(count: 3))) },
                       ["expected to equal <Tally(count: 3)>, got <Tally(count: 2)>"])
        XCTAssertEqual(failures { expect(tally).toNot(equal(.init(count: 2))) },
                       ["expected to not equal <Tally(count: 2)>, got <Tally(count: 2)>"])
        XCTAssertEqual(failures { expect(nil as Tally?).to(equal(.init(count: 2))) },
                       ["expected to equal <Tally(count: 2)>, got <nil>" + beNilHint])
    }

    func testAsyncOperatorsWithOptionalElements() async {
        let names = { () async -> [String] in ["a"] }
        let ages = { () async -> [String: Int] in ["ann": 3] }
        let element: String? = "a", age: Int? = 3
        let passed = await passes {
            await expect(names) == [element]
            await expect(names) != [nil]
            await expect(ages) == ["ann": age]
            await expect(ages) != ["ann": nil]
        }
        XCTAssertTrue(passed)
        let messages = await failures {
            await expect(names) != [element]
            await expect(ages) == ["bob": age]
        }
        XCTAssertEqual(messages, [#"expected to not equal <[Optional("a")]>, got <[a]>"#,
                                  #"expected to equal <["bob": Optional(3)]>, got <["ann": 3]>"#])
    }
}

final class NimbleParityFoundationTests: XCTestCase {
    func testBeCloseToNumbers() {
        XCTAssertTrue(passes {
            expect(1.2 as NSNumber).to(beCloseTo(9.3, within: 10))
            expect(1.2 as NSNumber).to(beCloseTo(9.3 as NSNumber, within: 10))
            expect(1.2 as NSNumber) ≈ 1.20001
            expect(1.2 as NSNumber) == (1.3 as NSNumber) ± 0.2
            expect([0 as NSNumber]).to(allPass(beCloseTo(0)))
        })
        XCTAssertEqual(failures { expect(1.2 as NSNumber).toNot(beCloseTo(1.2001, within: 1.1)) },
                       ["expected to not be close to <1.2001> (within 1.1), got <1.2>"])
        XCTAssertEqual(failures { expect(1.2 as NSNumber).to(beCloseTo(1.5)) },
                       ["expected to be close to <1.5> (within 0.0001), got <1.2>"])
        XCTAssertEqual(failures { expect(nil as NSNumber?).to(beCloseTo(1.5)) },
                       ["expected to be close to <1.5> (within 0.0001), got <nil>" + beNilHint])
    }

    func testBeCloseToDates() {
        let start = date("2015-08-26 11:43:00")
        let later = start.addingTimeInterval(0.005)
        XCTAssertTrue(passes {
            expect(start).to(beCloseTo(date("2015-08-26 11:43:05"), within: 10))
            expect(start) ≈ start
            expect(start) ≈ (date("2015-08-26 11:43:05"), 10)
            expect(start) == date("2015-08-26 11:43:05") ± 10
            expect(NSDate(timeIntervalSinceReferenceDate: start.timeIntervalSinceReferenceDate))
                .to(beCloseTo(NSDate(timeIntervalSinceReferenceDate: later.timeIntervalSinceReferenceDate), within: 0.01))
        })
        XCTAssertEqual(failures { expect(start).toNot(beCloseTo(later, within: 0.006)) },
                       ["expected to not be close to <2015-08-26 11:43:00.0050> (within 0.006), got <2015-08-26 11:43:00.0000>"])
        XCTAssertEqual(failures { expect(start) ≈ later ± 0.004 },
                       ["expected to be close to <2015-08-26 11:43:00.0050> (within 0.004), got <2015-08-26 11:43:00.0000>"])
        XCTAssertEqual(failures { expect(start) == (later, 0.004) },
                       ["expected to be close to <2015-08-26 11:43:00.0050> (within 0.004), got <2015-08-26 11:43:00.0000>"])
    }

    func testBeEmptyOnFoundationValues() {
        XCTAssertTrue(passes {
            expect(NSString()).to(beEmpty())
            expect("a" as NSString).toNot(beEmpty())
            expect(NSArray()).to(beEmpty())
            expect([1] as NSArray).toNot(beEmpty())
            expect(NSSet()).to(beEmpty())
            expect(NSIndexSet(index: 1)).toNot(beEmpty())
            expect(NSDictionary()).to(beEmpty())
        })
        XCTAssertEqual(failures { expect("foo" as NSString).to(beEmpty()) }, ["expected to be empty, got <foo>"])
        XCTAssertEqual(failures { expect("" as NSString).toNot(beEmpty()) }, ["expected to not be empty, got <>"])
        XCTAssertEqual(failures { expect(nil as NSString?).to(beEmpty()) }, ["expected to be empty, got <nil>" + beNilHint])
        XCTAssertEqual(failures { expect([1] as NSArray).to(beEmpty()) }, ["expected to be empty, got <(1)>"])
        XCTAssertEqual(failures { expect(NSArray()).toNot(beEmpty()) }, ["expected to not be empty, got <()>"])
        XCTAssertEqual(failures { expect(NSIndexSet(index: 1)).to(beEmpty()) }, ["expected to be empty, got <(1)>"])
    }

    func testContainOnFoundationValues() {
        let string = "foo" as NSString
        XCTAssertTrue(passes {
            expect(string).to(contain("o" as NSString))
            expect(string).to(contain("f" as NSString, "oo" as NSString))
            expect(string).toNot(contain("z" as NSString))
            expect(["a", "b"] as NSArray).to(contain("a"))
            expect(["a", "b"] as NSArray).to(contain("b" as NSString))
            expect(["a"] as NSArray).toNot(contain("c"))
            expect(NSSet(array: [1, 2])).to(contain(2))
        })
        XCTAssertEqual(failures { expect(string).to(contain("bar" as NSString)) }, ["expected to contain <bar>, got <foo>"])
        XCTAssertEqual(failures { expect(string).toNot(contain("oo" as NSString)) }, ["expected to not contain <oo>, got <foo>"])
        XCTAssertEqual(failures { expect(nil as NSString?).to(contain("o" as NSString)) }, ["expected to contain <o>, got <nil>" + beNilHint])
        XCTAssertEqual(failures { expect(["a"] as NSArray).to(contain("b")) }, ["expected to contain <b>, got <(a)>"])
        XCTAssertEqual(failures { expect(["a"] as NSArray).toNot(contain("a")) }, ["expected to not contain <a>, got <(a)>"])
    }

    func testBeginWithAndEndWithOnArrays() {
        XCTAssertTrue(passes {
            expect(["a", "b"] as NSArray).to(beginWith("a"))
            expect(["a", "b"] as NSArray).toNot(beginWith("b"))
            expect(["a", "b"] as NSArray).to(endWith("b" as NSString))
            expect(["a", "b"] as NSArray).toNot(endWith("a"))
            expect([] as NSArray).toNot(beginWith("a"))
            expect([] as NSArray).toNot(endWith("a"))
            expect([1, 2] as NSArray).to(endWith(2))
        })
        XCTAssertEqual(failures { expect(["a", "b"] as NSArray).to(beginWith("b")) }, ["expected to begin with <b>, got <(a, b)>"])
        XCTAssertEqual(failures { expect(["a", "b"] as NSArray).toNot(beginWith("a")) }, ["expected to not begin with <a>, got <(a, b)>"])
        XCTAssertEqual(failures { expect(nil as NSArray?).to(beginWith("b" as NSString)) }, ["expected to begin with <b>, got <nil>" + beNilHint])
        XCTAssertEqual(failures { expect(["a", "b"] as NSArray).to(endWith("a")) }, ["expected to end with <a>, got <(a, b)>"])
        XCTAssertEqual(failures { expect(["a", "b"] as NSArray).toNot(endWith("b")) }, ["expected to not end with <b>, got <(a, b)>"])
        XCTAssertEqual(failures { expect(nil as NSArray?).toNot(endWith("b")) }, ["expected to not end with <b>, got <nil>" + beNilHint])
    }

    func testFoundationValuesInMessages() {
        XCTAssertEqual(failures { expect(Data("foobar".utf8)).to(equal(Data("foobarfoo".utf8))) },
                       ["expected to equal <Data<hash=\(NSData(data: Data("foobarfoo".utf8)).hash),length=9>>, got <Data<hash=\(NSData(data: Data("foobar".utf8)).hash),length=6>>"])
        XCTAssertEqual(failures { expect(date("2015-08-26 11:43:00")).to(equal(date("2015-08-26 11:43:01"))) },
                       ["expected to equal <2015-08-26 11:43:01.0000>, got <2015-08-26 11:43:00.0000>"])
    }
}

final class NimbleParityIsolationTests: XCTestCase {
    @MainActor
    func testExpectaInheritsTheMainActor() async throws {
        func onMainThread() -> Bool { Thread.isMainThread }
        let passed = await passes {
            await expecta(onMainThread()).to(beTrue())
            await expecta(onMainThread()).toEventually(beTrue())
            await expecta(onMainThread()).toNever(beFalse(), until: .milliseconds(30))
            try await requirea(onMainThread()).to(beTrue())
            _ = try await unwrapa(onMainThread() ? 1 : nil)
            _ = try await pollUnwrapa(onMainThread() ? 1 : nil)
        }
        XCTAssertTrue(passed)
        let messages = await failures { await expecta(onMainThread()).to(beFalse()) }
        XCTAssertEqual(messages, ["expected to be false, got <true>"])
    }

    func testExpectaOffTheMainActorStaysOffIt() async {
        func onMainThread() -> Bool { Thread.isMainThread }
        let passed = await passes {
            await expecta(onMainThread()).to(beFalse())
            await expecta(onMainThread()).toEventuallyNot(beTrue())
        }
        XCTAssertTrue(passed)
    }

    func testOnFailureBeforeAnyPredicate() {
        struct Stop: Error {}
        XCTAssertEqual(failures { try expect(1).onFailure(throw: Stop()) }, [
            "Attempted to call `Expectation.onFailure(throw:) before a matcher has been applied.\nTry using `expect(...).to(...).onFailure(throw: ...`) instead.",
        ])
    }
}

@Suite struct NimbleParitySwiftTestingIsolation {
    // Swift Testing runs main-actor tests on the main actor but not necessarily on the main
    // thread, so this checks isolation the way the compiler does: the autoclosure calls a
    // main-actor-isolated local function that mutates main-actor state.
    @Test @MainActor func expectaFromAMainActorTest() async {
        var calls = 0
        func probe() -> Int {
            calls += 1
            return calls
        }
        let passed = await passes {
            await expecta(probe()).toEventually(beGreaterThan(0), timeout: .seconds(10))
            await expecta(probe()).toAlways(beGreaterThan(0), until: .milliseconds(30))
        }
        #expect(passed)
        #expect(calls >= 2)
        let messages = await failures { await expecta(probe()).toNot(beGreaterThan(0)) }
        #expect(messages.count == 1 && messages[0].hasPrefix("expected to not be greater than <0>, got <"))
    }
}

final class NimbleParityRequireTests: XCTestCase {
    /// Runs `body` as the Nimble tests' helpers do: a closure that returns nothing.
    private func run(_ body: () throws -> Void) -> [String] { failures(body) }

    func testRequireOnALiteralInsideAVoidClosure() {
        XCTAssertEqual(run { try require(1).to(equal(1)) }, [])
        XCTAssertEqual(run { try require(1).toNever(equal(1), until: .milliseconds(20)) }, ["expected to never equal <1>, got <1>"])
        XCTAssertEqual(run { try require(2).to(equal(1)) }, ["expected to equal <1>, got <2>"])
        // Optional values still go to the optional form: nil is unwrapped away by `toNot(beNil())`.
        let maybe: Int? = 3
        XCTAssertEqual(try require(maybe).toNot(beNil()), 3)
        XCTAssertEqual(run { _ = try require(nil as Int?).toNot(beNil()) }, ["expected to not be nil, got <nil>"])
    }
}

final class NimbleParityPollUnwrapTests: XCTestCase {
    struct Broken: Error {}

    func testPollUnwrapWithATrailingClosure() throws {
        XCTAssertEqual(failures { _ = try pollUnwrap(timeout: .milliseconds(50)) { nil as Int? } },
                       ["expected to eventually not be nil, got <nil>"])
        XCTAssertEqual(failures { _ = try pollUnwraps(timeout: .milliseconds(50), description: "Cache") { nil as Int? } },
                       ["Cache\nexpected to eventually not be nil, got <nil>"])
        XCTAssertEqual(failures { _ = try pollUnwrap { () throws -> Int? in throw Broken() } },
                       ["unexpected error thrown: <Broken()>"])
        let value = try pollUnwrap { 3 as Int? }
        XCTAssertEqual(value, 3)
    }

    func testPollUnwrapaWithATrailingClosure() async throws {
        @Sendable func load(_ value: Int?) async -> Int? { value }
        let messages = await failures { _ = try await pollUnwrapa(timeout: .milliseconds(50), description: "Cache") { await load(nil) } }
        XCTAssertEqual(messages, ["Cache\nexpected to eventually not be nil, got <nil>"])
        let none = await failures { _ = try await pollUnwrapa { await load(4) } }
        XCTAssertEqual(none, [])
    }
}
