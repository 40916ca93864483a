/// The three possible verdicts of a predicate.
public enum PredicateStatus: Sendable, Equatable {
    /// The value matches: `to` passes, `toNot` fails.
    case matches
    /// The value does not match: `to` fails, `toNot` passes.
    case doesNotMatch
    /// The predicate cannot judge the value (e.g. it is nil): both `to` and `toNot` fail.
    case fail

    /// `.matches` for `true`, `.doesNotMatch` for `false`.
    @_transparent
    public init(bool matches: Bool) {
        self = matches ? .matches : .doesNotMatch
    }

    /// Whether an expectation of the given style passes with this verdict.
    @_transparent
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
    var phrase: String { self == .toMatch ? "to" : "to not" }
}

/// A predicate's verdict: a status plus a message that is only built when someone reads it.
///
/// The `message` arguments are autoclosures, so a passing expectation never pays for the
/// string interpolation inside them.
public struct PredicateResult {
    /// The verdict.
    public var status: PredicateStatus
    @usableFromInline var source: MessageSource

    /// A result with the given status; `message` is evaluated only when needed.
    @inlinable
    public init(status: PredicateStatus, message: @autoclosure @escaping () -> ExpectationMessage) {
        self.status = status
        self.source = .thunk(message)
    }

    /// A result that matches when `bool` is true; `message` is evaluated only when needed.
    @inlinable
    public init(bool: Bool, message: @autoclosure @escaping () -> ExpectationMessage) {
        // Not forwarded to the other initializer: that would wrap the thunk in a second
        // closure, one more allocation per expectation.
        self.status = PredicateStatus(bool: bool)
        self.source = .thunk(message)
    }

    /// A result whose message is rendered from boxed values by a capture-free function, so
    /// creating it allocates nothing (the built-in predicates' hot path).
    @usableFromInline @_transparent
    init(status: PredicateStatus, deferred: DeferredMessage) {
        self.status = status
        self.source = .deferred(deferred)
    }

    /// The message (built on each read).
    @inlinable
    public var message: ExpectationMessage {
        get {
            switch source {
            case let .thunk(make): return make()
            case let .deferred(deferred): return deferred.render()
            }
        }
        set { source = .thunk { newValue } }
    }

    /// Whether an expectation of the given style passes with this result.
    @inlinable
    public func toBoolean(expectation style: ExpectationStyle) -> Bool {
        status.toBoolean(expectation: style)
    }
}

/// Where a result's message comes from.
@usableFromInline
enum MessageSource {
    case thunk(() -> ExpectationMessage)
    case deferred(DeferredMessage)
}

/// A message kept as ingredients: the expected and actual values, boxed (values up to three
/// words are stored inline, without allocation), and a function without captures that turns
/// them into text. Only failures pay for the text.
@usableFromInline
struct DeferredMessage {
    @usableFromInline let expected: Any?
    @usableFromInline let actual: Any?
    @usableFromInline let nilHint: Bool
    @usableFromInline let compose: (_ expected: Any?, _ actual: Any?) -> ExpectationMessage

    @usableFromInline @_transparent
    init<E, A>(expected: E?, actual: A?, nilHint: Bool, _ compose: @escaping (_ expected: Any?, _ actual: Any?) -> ExpectationMessage) {
        self.expected = expected
        self.actual = actual
        self.nilHint = nilHint
        self.compose = compose
    }

    @usableFromInline
    func render() -> ExpectationMessage {
        let message = compose(expected, actual)
        return nilHint ? message.appendedBeNilHint() : message
    }
}
