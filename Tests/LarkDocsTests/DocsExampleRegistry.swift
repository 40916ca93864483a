import Lark

// The extension point of the docs check. Every `docs-example` block in `MatcherDocs/` must have
// an entry here, keyed by its exact source text, whose closure runs that same expectation and
// returns the failure messages it records.
//
// To document more matchers, add a type that
// conforms to `DocsExampleSource` in its own file and list it in `DocsExampleRegistry.sources`.
// The closures are main-actor isolated and async, so they can drive `@MainActor` views and
// `await` async expectations.

/// One documented example: runs the expectation, returns what it recorded.
typealias DocsExample = @MainActor @Sendable () async -> [String]

/// A set of documented examples, keyed by their exact source text on the page.
protocol DocsExampleSource {
    @MainActor static var examples: [String: DocsExample] { get }
}

enum DocsExampleRegistry {
    /// Every source of examples. Add new ones here.
    @MainActor static let sources: [any DocsExampleSource.Type] = [
        CoreMatcherExamples.self,
        UIMatcherExamples.self,
        ScreenMatcherExamples.self,
        SnapshotDocExamples.self,
        CollectionMatcherExamples.self,
    ]

    /// All examples; a source text registered twice is reported as a problem.
    @MainActor static func all() -> (examples: [String: DocsExample], duplicates: [String]) {
        var examples: [String: DocsExample] = [:]
        var duplicates: [String] = []
        for source in sources {
            for (text, run) in source.examples {
                if examples[text] != nil { duplicates.append(text) }
                examples[text] = run
            }
        }
        return (examples, duplicates)
    }
}

/// The failure messages recorded while `body` runs (nothing reaches the test framework).
@MainActor
func recorded(_ body: () throws -> Void) -> [String] {
    gatherFailingExpectations(silently: true, closure: body).map(\.message.fullText)
}

/// The async form of `recorded(_:)`.
@MainActor
func recorded(_ body: () async throws -> Void) async -> [String] {
    await gatherFailingExpectations(silently: true, closure: body).map(\.message.fullText)
}
