/// The three possible verdicts of a predicate.
public enum PredicateStatus: Sendable, Equatable {
    /// The value matches: `to` passes, `toNot` fails.
    case matches
    /// The value does not match: `to` fails, `toNot` passes.
    case doesNotMatch
    /// The predicate cannot judge the value (e.g. it is nil): both `to` and `toNot` fail.
    case fail

    /// `.matches` for `true`, `.doesNotMatch` for `false`.
    public init(bool matches: Bool) {
        self = matches ? .matches : .doesNotMatch
    }

    /// Whether an expectation of the given style passes with this verdict.
    public func toBoolean(expectation style: ExpectationStyle) -> Bool {
        switch (style, self) {
        case (.toMatch, .matches), (.toNotMatch, .doesNotMatch): return true
        default: return false
        }
    }
}

/// Whether an expectation wants its predicate to match (`to`) or not (`toNot`).
public enum ExpectationStyle: Sendable {
    /// `to`, `toEventually`, `toAlways`.
    case toMatch
    /// `toNot`, `toEventuallyNot`, `toNever`.
    case toNotMatch

    /// How a failure message phrases the plain form: "to" or "to not".
    @usableFromInline var phrase: String { self == .toMatch ? "to" : "to not" }
}

/// A predicate's verdict: a status plus a message that is only built when someone reads it.
///
/// The `message` arguments are autoclosures, so a passing expectation never pays for the
/// string interpolation inside them.
public struct PredicateResult {
    /// The verdict.
    public var status: PredicateStatus
    private var makeMessage: () -> ExpectationMessage

    /// A result with the given status; `message` is evaluated only when needed.
    public init(status: PredicateStatus, message: @autoclosure @escaping () -> ExpectationMessage) {
        self.status = status
        self.makeMessage = message
    }

    /// A result that matches when `bool` is true; `message` is evaluated only when needed.
    public init(bool: Bool, message: @autoclosure @escaping () -> ExpectationMessage) {
        self.status = PredicateStatus(bool: bool)
        self.makeMessage = message
    }

    /// The message (built on each read).
    public var message: ExpectationMessage {
        get { makeMessage() }
        set { makeMessage = { newValue } }
    }

    /// Whether an expectation of the given style passes with this result.
    public func toBoolean(expectation style: ExpectationStyle) -> Bool {
        status.toBoolean(expectation: style)
    }
}
