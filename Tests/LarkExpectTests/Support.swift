import LarkExpect
import Synchronization

// Helpers shared by the matcher tests. Every check returns a list of problems (empty when the
// behaviour is right), so that XCTest and Swift Testing tests can both assert on it and a
// failure says exactly which expectation misbehaved.

let beNilHint = " (use beNil() to match nils)"

/// The messages of the expectations that failed in `body`.
func failures(_ body: () throws -> Void) -> [String] {
    gatherFailingExpectations(silently: true, closure: body).map(\.message.stringValue)
}

/// The async form of `failures(_:)`.
func failures(isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> Void) async -> [String] {
    await gatherFailingExpectations(silently: true, isolation: isolation, closure: body).map(\.message.stringValue)
}

/// Whether `body` made at least one expectation and every one of them passed.
func passes(_ body: () throws -> Void) -> Bool {
    let records = gatherExpectations(silently: true, closure: body)
    return !records.isEmpty && records.allSatisfy(\.success)
}

/// The async form of `passes(_:)`.
func passes(isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> Void) async -> Bool {
    let records = await gatherExpectations(silently: true, isolation: isolation, closure: body)
    return !records.isEmpty && records.allSatisfy(\.success)
}

/// The status `predicate` gives `value`.
func status<T>(_ predicate: Predicate<T>, _ value: T?) -> PredicateStatus? {
    try? predicate.satisfies(Expression(expression: { value }, location: SourceLocation(), isClosure: false)).status
}

/// The status the async `predicate` gives `value`.
func status<T>(_ predicate: AsyncPredicate<T>, _ value: T?) async -> PredicateStatus? {
    try? await predicate.satisfies(AsyncExpression(expression: { value }, location: SourceLocation(), isClosure: false)).status
}

/// Compares what happened with what should have.
func compare(_ what: String, _ actual: [String], _ expected: [String]) -> [String] {
    actual == expected ? [] : ["\(what):\n  expected \(expected)\n  got      \(actual)"]
}

/// Checks one matcher in full: `to` and `toNot` each pass and fail (with the exact messages),
/// and a nil actual value gives `.fail` under both (with the be-nil hint). Pass `nilTo: nil`
/// for matchers to which nil is an ordinary value, and check those separately.
func checkMatcher<T>(
    _ predicate: @autoclosure () -> Predicate<T>,
    matching: T, notMatching: T,
    to toMessage: String, toNot toNotMessage: String,
    nilTo: String?, nilToNot: String?
) -> [String] {
    var problems: [String] = []
    if !passes({ expect(matching).to(predicate()) }) { problems.append("to: did not pass with \(matching)") }
    if !passes({ expect(notMatching).toNot(predicate()) }) { problems.append("toNot: did not pass with \(notMatching)") }
    problems += compare("to message", failures { expect(notMatching).to(predicate()) }, [toMessage])
    problems += compare("toNot message", failures { expect(matching).toNot(predicate()) }, [toNotMessage])
    if let nilTo, let nilToNot {
        if status(predicate(), nil) != .fail { problems.append("nil: status is not .fail") }
        problems += compare("nil to message", failures { expect(T?.none).to(predicate()) }, [nilTo])
        problems += compare("nil toNot message", failures { expect(T?.none).toNot(predicate()) }, [nilToNot])
        if !(nilTo.hasSuffix(beNilHint) && nilToNot.hasSuffix(beNilHint)) { problems.append("nil: the expected messages lack the be-nil hint") }
    }
    return problems
}

/// The async counterpart of `checkMatcher` for `AsyncPredicate`s.
func checkAsyncMatcher<T: Sendable>(
    _ predicate: @autoclosure () -> AsyncPredicate<T>,
    matching: T, notMatching: T,
    to toMessage: String, toNot toNotMessage: String,
    nilTo: String?, nilToNot: String?
) async -> [String] {
    var problems: [String] = []
    if await !passes({ await expect { matching }.to(predicate()) }) { problems.append("to: did not pass") }
    if await !passes({ await expect { notMatching }.toNot(predicate()) }) { problems.append("toNot: did not pass") }
    problems += compare("to message", await failures { await expect { notMatching }.to(predicate()) }, [toMessage])
    problems += compare("toNot message", await failures { await expect { matching }.toNot(predicate()) }, [toNotMessage])
    if let nilTo, let nilToNot {
        if await status(predicate(), nil) != .fail { problems.append("nil: status is not .fail") }
        problems += compare("nil to message", await failures { await expect { T?.none }.to(predicate()) }, [nilTo])
        problems += compare("nil toNot message", await failures { await expect { T?.none }.toNot(predicate()) }, [nilToNot])
    }
    return problems
}

/// Counts how often values are turned into text. Each test makes its own.
final class StringifyCounter: Sendable {
    private let count = Mutex(0)
    var value: Int { count.withLock { $0 } }
    func increment() { count.withLock { $0 += 1 } }
}

/// A value that counts every request for its description, debug description or test
/// description.
struct Probe: Comparable, Hashable, CustomStringConvertible, CustomDebugStringConvertible, TestOutputStringConvertible {
    let value: Int
    let counter: StringifyCounter

    static func == (lhs: Probe, rhs: Probe) -> Bool { lhs.value == rhs.value }
    static func < (lhs: Probe, rhs: Probe) -> Bool { lhs.value < rhs.value }
    func hash(into hasher: inout Hasher) { hasher.combine(value) }

    var description: String { counter.increment(); return "Probe(\(value))" }
    var debugDescription: String { counter.increment(); return "Probe(\(value))" }
    var testDescription: String { counter.increment(); return "Probe(\(value))" }
}

/// A counting object, for the identity matchers.
final class ProbeObject: CustomStringConvertible, CustomDebugStringConvertible, TestOutputStringConvertible {
    let counter: StringifyCounter
    init(_ counter: StringifyCounter) { self.counter = counter }
    var description: String { counter.increment(); return "ProbeObject" }
    var debugDescription: String { counter.increment(); return "ProbeObject" }
    var testDescription: String { counter.increment(); return "ProbeObject" }
}

/// A counting error.
struct ProbeError: Error, Equatable, CustomStringConvertible, CustomDebugStringConvertible {
    let code: Int
    let counter: StringifyCounter
    static func == (lhs: ProbeError, rhs: ProbeError) -> Bool { lhs.code == rhs.code }
    var description: String { counter.increment(); return "ProbeError(\(code))" }
    var debugDescription: String { counter.increment(); return "ProbeError(\(code))" }
}

/// Errors for the error matchers' tests.
enum Weather: Error {
    case rain, snow
}

enum Coded: Error, Equatable, CustomDebugStringConvertible {
    case code(Int)
    var debugDescription: String {
        switch self { case let .code(value): "code(\(value))" }
    }
}
