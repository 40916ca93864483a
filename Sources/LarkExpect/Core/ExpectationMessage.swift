/// The structured text of a predicate's verdict, rendered into the familiar
/// `expected to equal <2>, got <1>` only when an expectation fails.
public indirect enum ExpectationMessage: Sendable {
    /// `expected to <message>, got <actual>`: the engine fills in the actual value.
    case expectedActualValueTo(String)
    /// `expected to <message>, got <actual>` with a predicate-chosen actual text.
    case expectedCustomValueTo(String, actual: String)
    /// `expected to <message>`: no actual value is shown.
    case expectedTo(String)
    /// A free-form message, shown as is.
    case fail(String)
    /// Text placed in front of the whole message.
    case prepends(String, ExpectationMessage)
    /// Text appended right after the message (e.g. the be-nil hint).
    case appends(ExpectationMessage, String)
    /// Extra lines shown below the message.
    case details(ExpectationMessage, String)
    /// Lines that show how the actual value differs from the expected one (see `Diagnostics`).
    /// They are kept apart from the message itself: `FailureMessage.stringValue` stays the
    /// Nimble-compatible text, and `FailureMessage.fullText` (what a test framework is shown)
    /// adds these lines below it.
    case difference(ExpectationMessage, [String])

    /// The part after "expected to", without appended text or details (e.g. `equal <2>`).
    public var expectedMessage: String {
        switch self {
        case let .expectedActualValueTo(text), let .expectedTo(text), let .fail(text):
            return text
        case let .expectedCustomValueTo(text, _):
            return text
        case let .prepends(_, inner), let .details(inner, _), let .difference(inner, _):
            return inner.expectedMessage
        case let .appends(inner, text):
            return inner.expectedMessage + text
        }
    }

    /// The expected message without the be-nil hint: how a predicate describes itself.
    var summaryText: String {
        withoutBeNilHint.expectedMessage
    }

    /// The hint is a part of its own (`appends(_, beNilHint)`), so it is left out by structure,
    /// never by searching the rendered text.
    private var withoutBeNilHint: ExpectationMessage {
        switch self {
        case .fail, .expectedTo, .expectedActualValueTo, .expectedCustomValueTo: return self
        case let .appends(inner, text): return text == Self.beNilHint ? inner.withoutBeNilHint : .appends(inner.withoutBeNilHint, text)
        case let .prepends(text, inner): return .prepends(text, inner.withoutBeNilHint)
        case let .details(inner, text): return .details(inner.withoutBeNilHint, text)
        case let .difference(inner, lines): return .difference(inner.withoutBeNilHint, lines)
        }
    }

    /// What `appendedBeNilHint()` appends.
    static let beNilHint = " (use beNil() to match nils)"

    /// Appends `message` directly after the primary message (details and difference stay last).
    public func appended(message: String) -> ExpectationMessage {
        switch self {
        case let .details(inner, details): return .details(inner.appended(message: message), details)
        case let .difference(inner, lines): return .difference(inner.appended(message: message), lines)
        default: return .appends(self, message)
        }
    }

    /// Appends ` (use beNil() to match nils)`.
    public func appendedBeNilHint() -> ExpectationMessage {
        appended(message: Self.beNilHint)
    }

    /// Appends the be-nil hint when `condition` holds (a nil actual value).
    func appendingBeNilHint(if condition: Bool) -> ExpectationMessage {
        condition ? appendedBeNilHint() : self
    }

    /// Adds lines below the message.
    public func appended(details: String) -> ExpectationMessage {
        .details(self, details)
    }

    /// Adds difference lines (e.g. `Diagnostics.differenceLines(expected:actual:)`) below the
    /// message. An empty `difference` leaves the message as it is. Call it inside the message
    /// autoclosure of a `PredicateResult`, so the lines are only built for a failure.
    public func appended(difference: [String]) -> ExpectationMessage {
        difference.isEmpty ? self : .difference(self, difference)
    }

    /// This message without its difference lines (for a message quoted inside another one,
    /// which shows the difference itself).
    var withoutDifference: ExpectationMessage {
        switch self {
        case .fail, .expectedTo, .expectedActualValueTo, .expectedCustomValueTo: return self
        case let .prepends(text, inner): return .prepends(text, inner.withoutDifference)
        case let .appends(inner, text): return .appends(inner.withoutDifference, text)
        case let .details(inner, text): return .details(inner.withoutDifference, text)
        case let .difference(inner, _): return inner.withoutDifference
        }
    }

    /// Every difference line in this message, in order (empty when there is none).
    public var difference: [String] {
        switch self {
        case .fail, .expectedTo, .expectedActualValueTo, .expectedCustomValueTo: return []
        case let .prepends(_, inner), let .appends(inner, _), let .details(inner, _): return inner.difference
        case let .difference(inner, lines): return inner.difference + lines
        }
    }

    /// Replaces every primary message (leaf) with `transform(leaf)`, keeping what was appended.
    public func replacedExpectation(_ transform: @escaping (ExpectationMessage) -> ExpectationMessage) -> ExpectationMessage {
        mapLeaves(transform)
    }

    /// Wraps the primary message: `before` goes in front of it, `after` right after it.
    public func wrappedExpectation(before: String, after: String) -> ExpectationMessage {
        prepended(expectation: before).appended(message: after)
    }

    /// Puts `text` in front of the primary message's expectation (`expected to <text><msg>`).
    public func prepended(expectation text: String) -> ExpectationMessage {
        mapLeaves { leaf in
            switch leaf {
            case let .expectedTo(msg): return .expectedTo(text + msg)
            case let .expectedActualValueTo(msg): return .expectedActualValueTo(text + msg)
            case let .expectedCustomValueTo(msg, actual): return .expectedCustomValueTo(text + msg, actual: actual)
            default: return leaf
            }
        }
    }

    /// Renders the message the way `ExpectationMessage` has always printed, with details after
    /// a blank line. (Expectation failures use `FailureMessage`'s rendering instead.)
    public func toString(actual: String, expected: String = "expected", to: String = "to") -> String {
        switch self {
        case let .fail(text): return text
        case let .expectedTo(text): return "\(expected) \(to) \(text)"
        case let .expectedActualValueTo(text): return "\(expected) \(to) \(text), got \(actual)"
        case let .expectedCustomValueTo(text, custom): return "\(expected) \(to) \(text), got \(custom)"
        case let .prepends(text, inner): return text + inner.toString(actual: actual, expected: expected, to: to)
        case let .appends(inner, text): return inner.toString(actual: actual, expected: expected, to: to) + text
        case let .details(inner, text): return inner.toString(actual: actual, expected: expected, to: to) + "\n\n" + text
        case let .difference(inner, lines): return ([inner.toString(actual: actual, expected: expected, to: to)] + lines).joined(separator: "\n")
        }
    }

    /// Whether rendering needs the actual value (so the engine stringifies it only then).
    var needsActualValue: Bool {
        switch self {
        case .expectedActualValueTo: return true
        case .expectedCustomValueTo, .expectedTo, .fail: return false
        case let .prepends(_, inner), let .appends(inner, _), let .details(inner, _), let .difference(inner, _):
            return inner.needsActualValue
        }
    }

    func mapLeaves(_ transform: (ExpectationMessage) -> ExpectationMessage) -> ExpectationMessage {
        switch self {
        case .fail, .expectedTo, .expectedActualValueTo, .expectedCustomValueTo:
            return transform(self)
        case let .prepends(text, inner): return .prepends(text, inner.mapLeaves(transform))
        case let .appends(inner, text): return .appends(inner.mapLeaves(transform), text)
        case let .details(inner, text): return .details(inner.mapLeaves(transform), text)
        case let .difference(inner, lines): return .difference(inner.mapLeaves(transform), lines)
        }
    }
}
