/// Failure-message helpers shared by Lark's matchers and yours: a structural rendering of any
/// value and the difference between two values, both bounded so a message stays readable.
/// Call them inside a message autoclosure, so that only a failure pays for them:
///
/// ```swift
/// return MatcherResult(bool: expected == actual, message: message.appended(
///     difference: Diagnostics.differenceLines(expected: expected, actual: actual)))
/// ```
public enum Diagnostics {
    /// The caps in force for this task and its children. Defaults to
    /// `DiagnosticsSettings.environment` (full output with `LARK_FULL_DIFF=1`); override for a
    /// scope with `Diagnostics.$settings.withValue(.full) { ... }`.
    @TaskLocal public static var settings: DiagnosticsSettings = .environment

    /// `value` as its structure: `User(name: "Ann", roles: ["admin", "ops"], age: 30)`.
    ///
    /// Optionals print as their value or `nil`, strings as escaped literals, dictionaries and
    /// sets in sorted order (stable between runs), reference cycles as `<cycle: Type>`. Types
    /// with their own description (`CustomStringConvertible`, `CustomDebugStringConvertible`,
    /// `TestOutputStringConvertible`) keep it. Renderings wider than `settings.lineWidth` span
    /// several indented lines; depth, elements and string length are capped (`…`).
    public static func render(_ value: Any?) -> String {
        renderedLines(value).joined(separator: "\n")
    }

    /// `render(value)` as lines, for callers that indent or prefix them.
    public static func renderedLines(_ value: Any?) -> [String] {
        let settings = settings
        var builder = RenderNodeBuilder(limits: settings.renderLimits)
        let renderer = RenderLayout(lineWidth: settings.fullOutput ? .max : settings.lineWidth)
        return renderer.lines(builder.node(for: value))
    }

    /// Detail lines for a failure message: where `actual` differs from `expected`, one line per
    /// difference, each with its path (`roles[1]: expected "ops", got "dev"`), under a header
    /// that states the convention (`-` expected, `+` actual).
    ///
    /// Empty when the values render identically, or when the only difference is the values
    /// as wholes (two different numbers), which the matcher's own message already shows.
    /// At most `settings.maxDifferenceLines` lines, then `… (N more differences)`; with
    /// `fullOutput`, every difference and both full renderings.
    public static func differenceLines(expected: Any?, actual: Any?) -> [String] {
        let settings = settings
        var expectedBuilder = RenderNodeBuilder(limits: settings.diffLimits)
        var actualBuilder = RenderNodeBuilder(limits: settings.diffLimits)
        let expectedNode = expectedBuilder.node(for: expected), actualNode = actualBuilder.node(for: actual)
        guard expectedNode != actualNode else { return [] }

        var differ = StructuralDiffer(settings: settings)
        differ.compare(expectedNode, actualNode)
        var lines: [String] = []
        let trivial = differ.collector.count == 1 && differ.differsOnlyAsWholes
        if !trivial || settings.fullOutput {
            lines = [header] + differ.collector.lines
            if differ.collector.omitted > 0 {
                lines.append("… (\(diagnosticGroupedDigits(differ.collector.omitted)) more difference\(differ.collector.omitted == 1 ? "" : "s"))")
            }
        }
        if settings.fullOutput {
            let renderer = RenderLayout(lineWidth: settings.lineWidth)
            lines.append("Expected (full):")
            lines += renderer.lines(expectedNode).map { "  " + $0 }
            lines.append("Actual (full):")
            lines += renderer.lines(actualNode).map { "  " + $0 }
        }
        return lines
    }

    /// Where two strings differ: for one-line strings the first differing character, marked
    /// `^` under a window of both; for multi-line strings a line diff. Always some lines, even
    /// for short strings (unlike `differenceLines`); empty only when the strings are equal.
    public static func stringDifference(expected: String, actual: String) -> [String] {
        guard expected != actual else { return [] }
        return [header] + diagnosticTextDifference(expected: expected, actual: actual, path: "").map { "  " + $0 }
    }

    /// The first line of every difference: the side markers explained once.
    public static let header = "Difference (- expected, + actual):"
}
