/// The final text of an expectation's verdict, as handed to an `AssertionHandler`.
///
/// Layout, compatible with Nimble: an optional user description on its own line, then the
/// one-line message (`expected to equal <2>, got <1>`, newlines inside it removed), then any
/// details on the following lines.
///
/// A matcher may add difference lines (`ExpectationMessage.appended(difference:)`): they are
/// kept in `difference`, outside `stringValue`, so `stringValue` stays exactly the text Nimble
/// prints (Lark's own notes, such as a blocking poll's hint, go there too). Test frameworks and
/// standard error are shown `fullText`, which has both.
public struct FailureMessage: Sendable, CustomStringConvertible {
    /// The message as Nimble words it, without the difference lines.
    public var stringValue: String
    /// Lines shown below the message: how the actual value differs from the expected one, and
    /// notes such as a timed-out blocking poll's hint; empty when there are none.
    public let difference: [String]
    /// Files that go with the failure (see `FailureAttachment`), in the order they were added.
    public var attachments: [FailureAttachment] = []
    /// The first line test frameworks are shown instead of `stringValue`, with long values
    /// shortened (`ShownLineShortening`); nil when nothing was shortened. It stands only while
    /// `stringValue` is the text it was rendered beside.
    var shownLine: ShownLine?

    /// A second rendering of the same message, and the `stringValue` it goes with.
    struct ShownLine: Sendable {
        let stringValue: String
        let shown: String
    }

    /// Wraps a ready-made text, optionally with difference lines.
    public init(stringValue: String, difference: [String] = []) {
        self.stringValue = stringValue
        self.difference = difference
    }

    /// `stringValue`, then the difference lines, each on its own line: what a failure shows.
    /// Long values in the first line are shortened here (`stringValue` keeps them whole).
    public var fullText: String {
        let shown = shownLine.flatMap { $0.stringValue == stringValue ? $0.shown : nil } ?? stringValue
        return difference.isEmpty ? shown : ([shown] + difference).joined(separator: "\n")
    }

    /// The full text (`fullText`).
    public var description: String { fullText }

    /// The text of one verdict, as every form (`to`, `require`, each poll) words it: the
    /// predicate's message after "expected \(to)" ("to", "to not", "to eventually", ...), the
    /// actual value from `actual` (asked for only when the message shows it), under the user's
    /// `description`. A failure's message also gets the files matchers attach while it is built
    /// (see `FailureAttachment`); a pass, built only for a recorder, gets none.
    @usableFromInline
    init<V>(_ judgement: Judgement, actual: () -> Result<V?, any Error>, to: String, description: String?) {
        let message: ExpectationMessage
        var attachments: [FailureAttachment] = []
        var shortenings: [ShownLineShortening] = []
        switch judgement.outcome {
        case let .success(result) where judgement.passed:
            message = result.message
        case let .success(result):
            let collector = AttachmentCollector()
            message = AttachmentCollector.$current.withValue(collector) { result.message }
            let gathered = collector.current
            (attachments, shortenings) = (gathered.attachments, gathered.shortenings)
        case let .failure(error):
            // The expression or the predicate threw: the error is the whole message.
            message = .fail("unexpected error thrown: <\(error)>")
        }
        let (text, difference) = Self.render(message, actual: actual, to: to, description: description)
        self.stringValue = text
        self.difference = difference
        self.attachments = attachments
        if !shortenings.isEmpty {
            let shortened = shortenings.reduce(message) { shortened, shortening in shortening.shorten(shortened) }
            shownLine = ShownLine(stringValue: text, shown: Self.render(shortened, actual: actual, to: to, description: description).text)
        }
    }

    /// The one rendering of a message: its text (`stringValue`) and its difference lines.
    private static func render<V>(
        _ message: ExpectationMessage, actual: () -> Result<V?, any Error>, to: String, description: String?
    ) -> (text: String, difference: [String]) {
        var parts = RenderedParts()
        parts.apply(message)
        if parts.actual == "", parts.override == nil {
            // Stringifies the memoised outcome: an expression never runs again for a message.
            switch actual() {
            case let .success(value): parts.actual = "<\(stringify(value))>"
            case let .failure(error): parts.actual = "<error \(error)>"
            }
        }
        var text: String
        if let override = parts.override {
            text = override
        } else {
            text = "expected \(to) \(parts.postfix)"
            if let shownActual = parts.actual { text += ", got \(shownActual)\(parts.postfixActual)" }
            text = joinLines(text)
        }
        if let details = parts.details { text += "\n" + details }
        if let prefix = parts.prefix { text = prefix + text }
        if let description { text = description + "\n" + text }
        return (text, parts.difference)
    }

    /// Removes line breaks (and the indentation around them) from a one-line message.
    static func joinLines(_ text: String) -> String {
        // A byte scan: `String.contains(_:)` with a string argument goes through Foundation.
        var bytes = text
        guard bytes.withUTF8({ $0.contains(UInt8(ascii: "\n")) }) else { return text }
        return text.split(separator: "\n", omittingEmptySubsequences: false).map(trimmed).joined()
    }
}

/// The pieces an `ExpectationMessage` tree contributes to the final text.
private struct RenderedParts {
    var postfix = "match"
    /// "" = show the stringified actual value; nil = show no actual value.
    var actual: String? = ""
    var postfixActual = ""
    var override: String?
    var details: String?
    var prefix: String?
    var difference: [String] = []

    mutating func apply(_ message: ExpectationMessage) {
        switch message {
        case let .fail(text):
            if !text.isEmpty { override = text }
        case let .expectedTo(text):
            postfix = text
            actual = nil
        case let .expectedActualValueTo(text):
            postfix = text
        case let .expectedCustomValueTo(text, custom):
            postfix = text
            actual = custom
        case let .prepends(text, inner):
            apply(inner)
            prefix = text + (prefix ?? "")
        case let .appends(inner, text):
            apply(inner)
            if override != nil {
                override! += text
            } else if actual != nil {
                postfixActual += text
            } else {
                postfix += text
            }
        case let .details(inner, text):
            apply(inner)
            details = details.map { $0 + "\n" + text } ?? text
        case let .difference(inner, lines):
            apply(inner)
            difference += lines
        }
    }
}

/// `line` without the white space at either end.
private func trimmed(_ line: Substring) -> String {
    let start = line.firstIndex { !$0.isWhitespace } ?? line.endIndex
    let end = line.lastIndex { !$0.isWhitespace }.map(line.index(after:)) ?? start
    return String(line[start..<max(start, end)])
}
