import Foundation

/// How much a failure message may show. Messages are capped so that a failing test stays
/// readable; `fullOutput` lifts the caps when the elided part is what you need to see.
public struct DiagnosticsSettings: Sendable, Equatable {
    /// Show everything: no element, string-length or difference caps, and append the full
    /// renderings of both values to a difference. Set by `LARK_FULL_DIFF=1`.
    public var fullOutput: Bool
    /// Most detail lines a difference shows before `… (N more differences)`.
    public var maxDifferenceLines: Int
    /// Renderings longer than this are laid out over several indented lines.
    public var lineWidth: Int
    /// Elements shown per collection before `… (N more)`.
    public var maxElements: Int
    /// Nesting levels rendered before `…`; keeps deep or self-similar values cheap.
    public var maxDepth: Int
    /// Characters of a string shown before the rest is elided.
    public var maxStringLength: Int

    /// Settings with the given caps; the defaults keep a message to a screenful.
    public init(
        fullOutput: Bool = false, maxDifferenceLines: Int = 40, lineWidth: Int = 80,
        maxElements: Int = 10, maxDepth: Int = 12, maxStringLength: Int = 200
    ) {
        self.fullOutput = fullOutput
        self.maxDifferenceLines = max(1, maxDifferenceLines)
        self.lineWidth = max(20, lineWidth)
        self.maxElements = max(1, maxElements)
        self.maxDepth = max(1, maxDepth)
        self.maxStringLength = max(1, maxStringLength)
    }

    /// The defaults, with `fullOutput` taken from the `LARK_FULL_DIFF` environment variable
    /// (`1`, `true` or `yes`), so a CI run can be repeated with full output without code changes.
    public static let environment = DiagnosticsSettings(
        fullOutput: fullOutputRequested(by: ProcessInfo.processInfo.environment["LARK_FULL_DIFF"]))

    /// The defaults with every cap lifted.
    public static let full = DiagnosticsSettings(fullOutput: true)

    static func fullOutputRequested(by value: String?) -> Bool {
        guard let value else { return false }
        return ["1", "true", "yes"].contains(value.trimmingCharacters(in: .whitespaces).lowercased())
    }

    /// Caps for a rendering shown to a reader.
    var renderLimits: RenderLimits {
        fullOutput
            ? RenderLimits(maxDepth: RenderLimits.deepest, maxElements: .max, maxStringLength: .max,
                           compositeBudget: RenderLimits.largestBudget)
            : RenderLimits(maxDepth: min(maxDepth, RenderLimits.deepest), maxElements: maxElements,
                           maxStringLength: maxStringLength, compositeBudget: 1_000)
    }

    /// Caps for the values a difference compares: every element and character, so that a
    /// difference is never hidden by elision; only depth and total size stay bounded.
    var diffLimits: RenderLimits {
        RenderLimits(maxDepth: RenderLimits.deepest, maxElements: .max, maxStringLength: .max,
                     compositeBudget: RenderLimits.largestBudget)
    }
}

/// The bounds one rendering works within.
struct RenderLimits: Sendable {
    /// Deeper values are elided; bounds recursion, hence stack use, on any thread.
    static let deepest = 32
    /// Composite values (not scalars) captured per value before the rest is elided.
    static let largestBudget = 1_000_000

    var maxDepth: Int
    var maxElements: Int
    var maxStringLength: Int
    var compositeBudget: Int
}
