import Foundation
import LarkExpect
import Synchronization
import Testing

// Every polling form × sync and async × a table of outcome sequences, each checked against a
// small oracle that simulates the polls and predicts pass or the exact failure message.
// The oracle is written from the documented rules, not from the engine's code:
// - the expression throwing ends the poll at once with "unexpected error thrown" (it will
//   not start working by waiting), whatever the form;
// - `toEventually`/`toEventuallyNot` pass at the first poll that satisfies them, and fail
//   with the last value when the timeout passes;
// - `toAlways`/`toNever` fail at the first poll that does not satisfy them (nil satisfies
//   neither `equal` nor its negation), and pass when the duration ends;
// - a blocking poll that times out inside a task says it blocked a concurrency thread.

/// One outcome of evaluating the polled expression.
enum PollOutcome: Sendable, Equatable, CustomStringConvertible {
    case value(Int)
    case none
    case throwsError

    var description: String {
        switch self {
        case let .value(value): "\(value)"
        case .none: "nil"
        case .throwsError: "throws"
        }
    }
}

/// What the expression gives at each poll: `first` for the first `firstPolls` polls, then
/// `then` for ever.
struct PollScript: Sendable, CustomStringConvertible {
    let first: PollOutcome
    let then: PollOutcome
    static let firstPolls = 2

    func outcome(atPoll index: Int) -> PollOutcome { index < Self.firstPolls ? first : then }

    var description: String { first == then ? "\(first)" : "\(first) then \(then)" }

    static let all: [PollScript] = [
        PollScript(first: .value(1), then: .value(1)),
        PollScript(first: .value(2), then: .value(2)),
        PollScript(first: .none, then: .none),
        PollScript(first: .throwsError, then: .throwsError),
        PollScript(first: .throwsError, then: .value(1)),
        PollScript(first: .value(1), then: .throwsError),
        PollScript(first: .value(2), then: .value(1)),
        PollScript(first: .value(1), then: .value(2)),
        PollScript(first: .none, then: .value(1)),
    ]
}

struct Boom: Error, CustomStringConvertible {
    var description: String { "boom" }
}

/// The polled expression: a script played one poll at a time, safe to call from any thread.
final class ScriptedSource: Sendable {
    let script: PollScript
    private let polls = Mutex(0)

    init(_ script: PollScript) { self.script = script }

    func next() throws -> Int? {
        let index = polls.withLock { count in
            defer { count += 1 }
            return count
        }
        switch script.outcome(atPoll: index) {
        case let .value(value): return value
        case .none: return nil
        case .throwsError: throw Boom()
        }
    }

    func nextAsync() async throws -> Int? {
        await Task.yield()
        return try next()
    }
}

enum PollForm: String, CaseIterable, Sendable {
    case toEventually, toEventuallyNot, toAlways, toNever

    var phrase: String {
        switch self {
        case .toEventually: "to eventually"
        case .toEventuallyNot: "to eventually not"
        case .toAlways: "to always"
        case .toNever: "to never"
        }
    }

    var waitsForSuccess: Bool { self == .toEventually || self == .toEventuallyNot }

    /// Whether one poll's outcome satisfies the form with `equal(1)`.
    func isSatisfied(by outcome: PollOutcome) -> Bool {
        switch (self, outcome) {
        case (.toEventually, .value(1)), (.toAlways, .value(1)): true
        case (.toEventuallyNot, .value(let value)), (.toNever, .value(let value)): value != 1
        default: false
        }
    }
}

enum PollDriver: String, CaseIterable, Sendable {
    case syncExpect, asyncExpect, syncRequire, asyncRequire

    var blocks: Bool { self == .syncExpect || self == .syncRequire }
}

/// A failure the oracle expects: Nimble's text, and whether the poll ran out of time (a blocking
/// poll that did, on a concurrency thread, adds a hint below the text).
struct ExpectedPollFailure: Equatable {
    let text: String
    var timedOut = false
}

/// The oracle: nil for a pass, else the exact failure.
func expectedPollFailure(_ form: PollForm, _ script: PollScript) -> ExpectedPollFailure? {
    func failure(_ outcome: PollOutcome) -> ExpectedPollFailure {
        switch outcome {
        case let .value(value): ExpectedPollFailure(text: "expected \(form.phrase) equal <1>, got <\(value)>")
        case .none: ExpectedPollFailure(text: "expected \(form.phrase) equal <1>, got <nil> (use beNil() to match nils)")
        case .throwsError: ExpectedPollFailure(text: "unexpected error thrown: <boom>")
        }
    }
    // Polls up to and including the first one of the script's final phase decide everything.
    for index in 0...PollScript.firstPolls {
        let outcome = script.outcome(atPoll: index)
        if outcome == .throwsError { return failure(outcome) }
        let satisfied = form.isSatisfied(by: outcome)
        if form.waitsForSuccess {
            if satisfied { return nil }
        } else if !satisfied {
            return failure(outcome)
        }
    }
    guard form.waitsForSuccess else { return nil }
    return ExpectedPollFailure(text: failure(script.then).text, timedOut: true)
}

let blockingHint = """
    This synchronous poll blocked a Swift concurrency thread until the timeout, so tasks that \
    should produce the value may not have run. In async code, poll with \
    `await expect { ... }.toEventually(...)`, which waits without blocking.
    """

struct PollCase: Sendable, CustomStringConvertible {
    let form: PollForm
    let driver: PollDriver
    let script: PollScript
    var description: String { "\(driver) \(form) [\(script)]" }

    static let all: [PollCase] = PollForm.allCases.flatMap { form in
        PollDriver.allCases.flatMap { driver in PollScript.all.map { PollCase(form: form, driver: driver, script: $0) } }
    }
}

/// The value a passing requirement returns: that of the poll that decided it.
func expectedPollValue(_ form: PollForm, _ script: PollScript) -> Int? {
    guard form.waitsForSuccess else { return script.then == .value(1) || form == .toAlways ? 1 : 2 }
    for index in 0...PollScript.firstPolls {
        if case let .value(value) = script.outcome(atPoll: index), form.isSatisfied(by: .value(value)) { return value }
    }
    return nil
}

// The blocking forms hold a thread of Swift Testing's small pool for the whole poll: run one
// at a time, so they do not starve the awaiting forms of the threads their polls resume on.
@Suite(.serialized) struct BlockingPollingTableTests {
    @Test(arguments: PollCase.all.filter(\.driver.blocks))
    func blockingPollingMatchesTheOracle(_ pollCase: PollCase) async {
        await PollingTableTests.check(pollCase, timeout: .milliseconds(150))
    }
}

@Suite struct PollingTableTests {
    static let interval = Duration.milliseconds(3)

    /// The verdict needs three polls within the timeout. In the full parallel suite, tests that
    /// block both cooperative threads (2 cores) can hold these tasks off for over a second, so
    /// the timeout leaves room for that; passing cases end at their third poll regardless.
    @Test(arguments: PollCase.all.filter { !$0.driver.blocks })
    func awaitingPollingMatchesTheOracle(_ pollCase: PollCase) async {
        await Self.check(pollCase, timeout: .seconds(3))
    }

    static func check(_ pollCase: PollCase, timeout: Duration) async {
        let source = ScriptedSource(pollCase.script)
        var returned: Int?
        let records = await gatherExpectations(silently: true) {
            returned = await Self.run(pollCase, source, timeout: timeout)
        }
        let failures = records.filter { !$0.success }.map(\.message)
        if let expected = expectedPollFailure(pollCase.form, pollCase.script) {
            #expect(failures.map(\.stringValue) == [expected.text], "\(pollCase)")
            // A blocking poll that timed out on a concurrency thread says so below Nimble's text.
            let hinted = pollCase.driver.blocks && expected.timedOut
            #expect(failures.map(\.difference) == [hinted ? [blockingHint] : []], "\(pollCase)")
            #expect(returned == nil)
        } else {
            #expect(failures.isEmpty, "\(pollCase)")
            #expect(records.count == 1, "a recorder sees the one passing verdict")
            if pollCase.driver == .syncRequire || pollCase.driver == .asyncRequire {
                #expect(returned == expectedPollValue(pollCase.form, pollCase.script), "\(pollCase)")
            }
        }
    }

    /// Runs one case; returns a requirement's value (nil for expectations and failures).
    static func run(_ pollCase: PollCase, _ source: ScriptedSource, timeout: Duration) async -> Int? {
        let interval = Self.interval
        switch pollCase.driver {
        case .syncExpect:
            blocking {
                let expectation = expect { try source.next() }
                switch pollCase.form {
                case .toEventually: expectation.toEventually(equal(1), timeout: timeout, pollInterval: interval)
                case .toEventuallyNot: expectation.toEventuallyNot(equal(1), timeout: timeout, pollInterval: interval)
                case .toAlways: expectation.toAlways(equal(1), until: timeout, pollInterval: interval)
                case .toNever: expectation.toNever(equal(1), until: timeout, pollInterval: interval)
                }
            }
            return nil
        case .asyncExpect:
            let expectation: AsyncExpectation<Int> = expect { try await source.nextAsync() }
            switch pollCase.form {
            case .toEventually: await expectation.toEventually(equal(1), timeout: timeout, pollInterval: interval)
            case .toEventuallyNot: await expectation.toEventuallyNot(equal(1), timeout: timeout, pollInterval: interval)
            case .toAlways: await expectation.toAlways(equal(1), until: timeout, pollInterval: interval)
            case .toNever: await expectation.toNever(equal(1), until: timeout, pollInterval: interval)
            }
            return nil
        case .syncRequire:
            return blocking {
                let requirement = require { try source.next() }
                switch pollCase.form {
                case .toEventually: return try? requirement.toEventually(equal(1), timeout: timeout, pollInterval: interval)
                case .toEventuallyNot: return try? requirement.toEventuallyNot(equal(1), timeout: timeout, pollInterval: interval)
                case .toAlways: return try? requirement.toAlways(equal(1), until: timeout, pollInterval: interval)
                case .toNever: return try? requirement.toNever(equal(1), until: timeout, pollInterval: interval)
                }
            }
        case .asyncRequire:
            let requirement: AsyncRequirement<Int> = require { try await source.nextAsync() }
            switch pollCase.form {
            case .toEventually: return try? await requirement.toEventually(equal(1), timeout: timeout, pollInterval: interval)
            case .toEventuallyNot: return try? await requirement.toEventuallyNot(equal(1), timeout: timeout, pollInterval: interval)
            case .toAlways: return try? await requirement.toAlways(equal(1), until: timeout, pollInterval: interval)
            case .toNever: return try? await requirement.toNever(equal(1), until: timeout, pollInterval: interval)
            }
        }
    }
}

/// Calls the blocking forms from a synchronous context, as a synchronous test would.
private func blocking<R>(_ body: () -> R) -> R { body() }

// On the main actor: the actions that block their thread past the timeout then block the main
// actor's thread (under Swift Testing on Linux a dispatch thread of its own, not the process's
// main thread), whose other pollers see a starved stretch and forgive it, rather than one of the
// two cooperative threads that other parallel tests' tasks need to run at all.
@MainActor @Suite struct WaitUntilTableTests {
    enum Behaviour: String, CaseIterable, Sendable {
        case callsDone, callsDoneLater, neverCallsDone, callsDoneTwice
        /// A synchronous action that holds the thread past the timeout: the timeout counts from
        /// its start, so a `done` at its end is too late (as in Nimble).
        case blocksPastTheTimeoutThenCallsDone
        /// `done` within the timeout, then more work past it: the wait was over in time.
        case callsDoneThenBlocksPastTheTimeout
    }

    @Test(arguments: Behaviour.allCases, [false, true])
    func waitUntilMatchesTheOracle(_ behaviour: Behaviour, async: Bool) async {
        let failures = await gatherFailingExpectations(silently: true) {
            if async {
                await waitUntil(timeout: .milliseconds(200)) { done in
                    Self.act(behaviour, done)
                }
            } else {
                blocking {
                    waitUntil(timeout: .milliseconds(200)) { done in
                        Self.act(behaviour, done)
                    }
                }
            }
        }.map(\.message.fullText)
        switch behaviour {
        case .callsDone, .callsDoneLater, .callsDoneThenBlocksPastTheTimeout:
            #expect(failures.isEmpty)
        case .neverCallsDone, .blocksPastTheTimeoutThenCallsDone:
            let waited = "Waited more than 0.2 seconds"
            #expect(failures == [async ? waited : waited + "\n" + blockingHint])
        case .callsDoneTwice:
            #expect(failures == ["waitUntil(...) expects its completion closure to be only called once"])
        }
    }

    static func act(_ behaviour: Behaviour, _ done: @escaping @Sendable () -> Void) {
        switch behaviour {
        case .callsDone: done()
        case .callsDoneLater: Thread.detachNewThread { Thread.sleep(forTimeInterval: 0.02); done() }
        case .neverCallsDone: break
        case .callsDoneTwice: done(); done()
        case .blocksPastTheTimeoutThenCallsDone: Thread.sleep(forTimeInterval: 0.25); done()
        case .callsDoneThenBlocksPastTheTimeout: done(); Thread.sleep(forTimeInterval: 0.25)
        }
    }
}
