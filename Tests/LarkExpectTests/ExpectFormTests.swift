import LarkExpect
import Testing

// Which form of `expect` each spelling takes (Expect.swift, "Choosing the form"). The forms are
// chosen by the type checker's scores, not by code, so these tests pin every shape down: a
// change to an overload that flips one of them fails here, not in a user's polling test.

private enum Stop: Error, Equatable { case now }

private func answer() throws -> Int { 42 }
private func nothing() throws -> Int? { nil }
private func work() throws {}
private func answerLater() async throws -> Int { 42 }
private func nothingLater() async throws -> Int? { nil }
private func stopLater() async throws -> Int { throw Stop.now }

/// What `throwError` appends when it is given a function value instead of a closure to run.
private let functionValueHint = " (the function was not called: expect(f) checks the function value; write expect { try f() })"

@Suite struct ExpectFormTests {
    @Test func valuesTakeTheValueForm() {
        let optional: Int? = 1
        #expect(type(of: expect(1).to(equal(1))) == SyncExpectation<Int>.self)
        #expect(type(of: expect(optional).to(equal(1))) == SyncExpectation<Int>.self)
        #expect(type(of: expect(try answer()).to(equal(42))) == SyncExpectation<Int>.self)
    }

    @Test func closureLiteralsTakeTheClosureForms() {
        #expect(type(of: expect { 1 }.to(equal(1))) == SyncExpectation<Int>.self)
        #expect(type(of: expect { try answer() }.to(equal(42))) == SyncExpectation<Int>.self)
        #expect(type(of: expect { try nothing() }.to(beNil())) == SyncExpectation<Int>.self)
        #expect(type(of: expect { try work() }.toNot(throwError())) == SyncExpectation<Void>.self)
        #expect(type(of: expect { () throws -> Int in throw Stop.now }.to(throwError(Stop.now))) == SyncExpectation<Int>.self)
        #expect(failures { expect { () throws -> Int in throw Stop.now }.toNot(throwError()) } == ["expected to not throw any error, got <now>"])
    }

    /// A closure in parentheses is a value of function type, as any other value: predicates on
    /// values judge it (an optional callback is there or not), and `throwError` refuses it.
    @Test func aClosureValueIsAValue() {
        let callback: (() -> Void)? = {}
        #expect(passes { expect(callback).toNot(beNil()) })
        let load: () throws -> Int = { throw Stop.now }
        #expect(failures { expect(load).to(throwError()) } == ["expected to throw any error, got no error" + functionValueHint])
        #expect(failures { expect(load).toNot(throwError()) } == ["expected to not throw any error, got no error" + functionValueHint])
        #expect(failures { expect(load).to(throwError(Stop.now)) } == ["expected to throw error <now>, got no error" + functionValueHint])
        #expect(passes { expect { try load() }.to(throwError(Stop.now)) })
    }

    @Test func syncClosuresStaySyncInAsyncCode() async {
        // No `await`: these must not resolve to the async form.
        #expect(type(of: expect { try answer() }.to(equal(42))) == SyncExpectation<Int>.self)
        #expect(type(of: expect { try work() }.toNot(throwError())) == SyncExpectation<Void>.self)
        #expect(type(of: expect(1).to(equal(1))) == SyncExpectation<Int>.self)
    }

    @Test func asyncClosuresTakeTheAsyncForm() async {
        #expect(type(of: await expect { try await answerLater() }.to(equal(42))) == AsyncExpectation<Int>.self)
        #expect(type(of: await expect { try await nothingLater() }.to(beNil())) == AsyncExpectation<Int>.self)
        #expect(type(of: await expect { () async throws -> Int in throw Stop.now }.to(throwError())) == AsyncExpectation<Int>.self)
        let later = { () async in [1, 2] }
        #expect(type(of: await expect(later).to(equal([1, 2]))) == AsyncExpectation<[Int]>.self)
        #expect(type(of: await expect(answerLater).to(equal(42))) == AsyncExpectation<Int>.self)
        let bound: AsyncExpectation<Int> = expect { try await answerLater() }
        #expect(await passes { await bound.to(equal(42)) })
        // Bound with no check after it, the closure needs no conversion to fit the async form.
        let unannotated = expect { try await answerLater() }
        #expect(type(of: unannotated) == AsyncExpectation<Int>.self)
    }

    /// The polling bugs of issue 12: an async closure polled by a method that `SyncExpectation`
    /// also has must reach the async form, or `throwError` would judge the closure itself.
    @Test func asyncClosuresPolledThroughMethodsBothFormsHave() async {
        #expect(await failures {
            await expect { () async throws -> Int in throw Stop.now }.toEventuallyNot(throwError(), timeout: .milliseconds(100))
        } == ["expected to eventually not throw any error, got <now>"])
        #expect(await passes { await expect { try await stopLater() }.toEventually(throwError(Stop.now), timeout: .milliseconds(100)) })
        #expect(await passes { await expect(stopLater).toEventually(throwError(Stop.now), timeout: .milliseconds(100)) })
        #expect(await passes { await expect { try await answerLater() }.toNever(throwError(), until: .milliseconds(30)) })
        let later = { () async in [1, 2] }
        #expect(await passes { await expect(later).toEventually(equal([1, 2]), timeout: .milliseconds(100)) })
        #expect(await passes { await expect(later) == [1, 2] })
    }

    /// `require` chooses its form the same way.
    @Test func requireTakesTheSameForms() async throws {
        #expect(try require(1).to(equal(1)) == 1)
        #expect(try require { try answer() }.to(equal(42)) == 42)
        #expect(failures { _ = try? require { try nothing() }.toNot(beNil()) } == ["expected to not be nil, got <nil>"])
        #expect(try await require { try await answerLater() }.to(equal(42)) == 42)
        #expect(try await require(answerLater).toEventually(equal(42), timeout: .milliseconds(100)) == 42)
        #expect(await failures {
            _ = try await require { () async throws -> Int in throw Stop.now }.toEventuallyNot(throwError(), timeout: .milliseconds(100))
        } == ["expected to eventually not throw any error, got <now>"])
        let load: () throws -> Int = { throw Stop.now }
        #expect(failures { _ = try require(load).toNot(throwError()) } == ["expected to not throw any error, got no error" + functionValueHint])
    }

    @MainActor @Test func mainActorValuesPollWithoutHopping() async {
        final class Box { var count = 0 }
        let box = Box()
        Task { @MainActor in box.count = 1 }
        #expect(await passes { await expect { box.count }.toEventually(equal(1), timeout: .seconds(2)) })
        #expect(await passes { await expect(box.count).toEventually(equal(1), timeout: .seconds(2)) })
    }
}

@Suite struct SetFormTests {
    struct Options: OptionSet {
        let rawValue: Int
        static let bold = Options(rawValue: 1), italic = Options(rawValue: 2)
    }

    /// The `SetAlgebra` forms of `contain` and `beEmpty` are disfavoured; they must still serve
    /// set-like values that are not sequences, and sets must still resolve without ambiguity.
    @Test func optionSetsAndSetsTakeTheirForms() {
        #expect(passes { expect(Options.bold).to(contain(.bold)) })
        #expect(failures { expect(Options.bold).to(contain(.italic)) } == ["expected to contain <Options(rawValue: 2)>, got <Options(rawValue: 1)>"])
        #expect(passes { expect(Options.bold).to(contain([.bold])) })
        #expect(passes { expect(Options()).to(beEmpty()) })
        #expect(failures { expect(Options.bold).to(beEmpty()) } == ["expected to be empty, got <Options(rawValue: 1)>"])
        #expect(passes { expect(Set([1, 2])).to(contain(1, 2)) })
        #expect(passes { expect(Set([1, 2])).to(contain([2])) })
        #expect(passes { expect(Set<Int>()).to(beEmpty()) })
        #expect(failures { expect(Set([3])).to(contain(4)) } == ["expected to contain <4>, got <Set([3])>"])
    }
}
