/// A long value that a test framework is shown shortened in a failure's first line, while
/// `FailureMessage.stringValue` keeps it whole, as Nimble prints it (suites compare that text).
///
/// A matcher registers one while its failure message is built, as it attaches files; the
/// message then shows `shortened` wherever `full` appears.
struct ShownLineShortening: Sendable, Equatable {
    /// The text as Nimble prints it, e.g. `<abc...xyz>`.
    let full: String
    /// What a test framework is shown instead.
    let shortened: String

    /// Registers a shortening for the failure whose message is being built; outside the building
    /// of a message (a pass recorded by a recorder) it does nothing.
    static func register(_ full: String, shortened: String) {
        guard full != shortened else { return }
        AttachmentCollector.current?.addShortening(ShownLineShortening(full: full, shortened: shortened))
    }

    /// `text` with every registered long value shortened.
    static func apply(_ shortenings: [ShownLineShortening], to text: String) -> String {
        shortenings.reduce(text) { shown, shortening in shown.replacingAll(shortening.full, with: shortening.shortened) }
    }
}

private extension String {
    /// Every occurrence of `target` replaced (without Foundation, which the engine's core avoids).
    func replacingAll(_ target: String, with replacement: String) -> String {
        guard !target.isEmpty else { return self }
        var result = "", rest = self[...]
        while let range = rest.firstRange(of: target) {
            result += rest[..<range.lowerBound] + replacement
            rest = rest[range.upperBound...]
        }
        return result + rest
    }
}
