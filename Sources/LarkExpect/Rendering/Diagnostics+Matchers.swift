// The difference lines Lark's own matchers add to their failures, public so that a custom
// matcher can show its failures the same way. Each of these runs only when it is called: call
// them inside a `PredicateResult`'s message autoclosure, so a passing expectation builds none.

extension Diagnostics {
    /// What `equal` shows below its message: for two strings, where they first differ (or a
    /// line diff for multi-line strings), short ones included when they look alike (`cat` and
    /// `cut`: same length or a common start); for other values,
    /// `differenceLines(expected:actual:)`. Empty when there is nothing to add to
    /// `expected <a>, got <b>`: two different numbers, or two short strings nothing alike.
    public static func difference(expected: Any?, actual: Any?) -> [String] {
        if let expected = expected as? String, let actual = actual as? String {
            if expected == actual { return [] }
            let alike = expected.count == actual.count || expected.first == actual.first
            if !alike && diagnosticIsShortText(expected, actual) { return [] }
            return stringDifference(expected: expected, actual: actual)
        }
        return differenceLines(expected: expected, actual: actual)
    }

    /// `label` followed by `value` rendered: on the same line when the rendering is one line
    /// (`elements (3): [1, 2, 3]`), else below it, indented. Bounded like `render(_:)`.
    public static func labelled(_ label: String, _ value: Any?) -> [String] {
        let lines = renderedLines(value)
        if lines.count == 1 { return ["\(label): \(lines[0])"] }
        return ["\(label):"] + lines.map { "  " + $0 }
    }

    /// A list of `[index]: element` entries on one line after `label`, capped at
    /// `settings.maxElements` entries (then `… (N more)`), e.g. `failing elements (2 of 6): [4]: 5, [5]: 6`.
    static func indexedList(_ label: String, _ entries: [(index: Int, value: Any?)], of total: Int) -> [String] {
        let settings = settings
        let shown = settings.fullOutput ? entries[...] : entries.prefix(settings.maxElements)
        var text = shown.map { "[\($0.index)]: \(flatRendering($0.value))" }.joined(separator: ", ")
        if shown.count < entries.count { text += ", … (\(entries.count - shown.count) more)" }
        return ["\(label) (\(entries.count) of \(total)): \(text)"]
    }

    /// `render(value)` on one line.
    static func flatRendering(_ value: Any?) -> String {
        renderedLines(value).map { $0.drop(while: \.isWhitespace) }.joined(separator: " ")
    }

    /// Lines for a count of items beyond a cap: how many a capped listing leaves out.
    static func isLong(_ count: Int) -> Bool {
        let settings = settings
        return !settings.fullOutput && count > settings.maxElements
    }
}
