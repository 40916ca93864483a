import Lark
import Testing

/// What `to` and `toNot` report for one subject and predicate: the failure messages of each
/// (empty when the expectation passed).
struct Outcomes: Equatable, CustomStringConvertible {
    var to: [String]
    var toNot: [String]

    var description: String { "to: \(to), toNot: \(toNot)" }

    /// `to` passes; `toNot` fails with `message`.
    static func matches(toNot message: String) -> Outcomes { Outcomes(to: [], toNot: [message]) }
    /// `to` fails with `message`; `toNot` passes.
    static func doesNotMatch(_ message: String) -> Outcomes { Outcomes(to: [message], toNot: []) }
    /// Both fail: `to` with `message`, `toNot` with its negated form (a nil subject).
    static func fails(_ message: String) -> Outcomes {
        Outcomes(to: [message], toNot: [message.replacingOccurrences(of: "expected to ", with: "expected to not ")])
    }
}

/// Runs `expect(subject).to(predicate)` and `expect(subject).toNot(predicate)` silently and
/// returns their failure messages.
@MainActor
func outcomes<T>(_ subject: T?, _ predicate: Predicate<T>) -> Outcomes {
    let to = gatherFailingExpectations(silently: true) { expect(subject).to(predicate) }
    let toNot = gatherFailingExpectations(silently: true) { expect(subject).toNot(predicate) }
    return Outcomes(to: to.map(\.message.stringValue), toNot: toNot.map(\.message.stringValue))
}

/// The predicate's status for `subject` (`.matches`, `.doesNotMatch` or `.fail`).
@MainActor
func status<T>(_ subject: T?, _ predicate: Predicate<T>) -> PredicateStatus {
    let to = gatherFailingExpectations(silently: true) { expect(subject).to(predicate) }.isEmpty
    let toNot = gatherFailingExpectations(silently: true) { expect(subject).toNot(predicate) }.isEmpty
    switch (to, toNot) {
    case (true, false): return .matches
    case (false, true): return .doesNotMatch
    case (false, false): return .fail
    case (true, true): Issue.record("both to and toNot passed"); return .fail
    }
}

/// The nil-subject message for an expectation text.
func nilMessage(_ expectation: String) -> String {
    "expected to \(expectation), got <nil> (use beNil() to match nils)"
}
