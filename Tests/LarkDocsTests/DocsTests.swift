import Foundation
import Lark
import Testing

/// Checks `MatcherDocs/` against the code: every public matcher has a page, every documented
/// failure message is what the example really prints, and the index links every page.
@Suite struct DocsTests {
    @Test func everyPublicMatcherHasAPage() throws {
        let missing = try DocsFiles.publicMatcherNames()
            .filter { !FileManager.default.fileExists(atPath: DocsFiles.docs.appendingPathComponent("\($0).md").path) }
        #expect(missing.isEmpty, "matchers without a page MatcherDocs/<name>.md: \(missing.joined(separator: ", "))")
    }

    @Test func theScanFindsTheMatchers() throws {
        // Guards the check above against a scan that silently finds nothing.
        let names = try DocsFiles.publicMatcherNames()
        for name in ["equal", "beCloseTo", "throwError", "allPass", "map", "postNotifications", "beginWith", "beVisible", "displayText", "containView", "matchSnapshot"] {
            #expect(names.contains(name), "the scan missed \(name)")
        }
        #expect(!names.contains("=="))
    }

    @Test @MainActor func everyDocumentedMessageIsWhatTheExampleRecords() async throws {
        let (registry, duplicates) = DocsExampleRegistry.all()
        #expect(duplicates.isEmpty, "examples registered twice: \(duplicates)")
        var used = Set<String>()
        var problems: [String] = []
        let pages = try DocsFiles.pages()
        for page in pages {
            let text = try String(contentsOf: DocsFiles.docs.appendingPathComponent(page), encoding: .utf8)
            let parsed = DocsPage.parse(text)
            problems += parsed.problems.map { "\(page): \($0)" }
            if parsed.pairs.isEmpty { problems.append("\(page): no docs-example/docs-message pair") }
            for pair in parsed.pairs {
                guard let run = registry[pair.example] else {
                    problems.append("\(page): example not in the registry (DocsExampleRegistry):\n\(pair.example)")
                    continue
                }
                used.insert(pair.example)
                let actual = DocsPage.normalised(await run().joined(separator: "\n"))
                if actual != DocsPage.normalised(pair.message) {
                    problems.append(DocsPage.difference(page: page, example: pair.example, documented: pair.message, recorded: actual))
                }
            }
        }
        for unused in Set(registry.keys).subtracting(used).sorted() {
            problems.append("registry entry used by no page:\n\(unused)")
        }
        #expect(problems.isEmpty, "\(problems.count) problem(s):\n\n\(problems.joined(separator: "\n\n"))")
    }

    @Test func theIndexLinksEveryPage() throws {
        let index = try String(contentsOf: DocsFiles.docs.appendingPathComponent("README.md"), encoding: .utf8)
        let pages = try DocsFiles.pages()
        let unlinked = pages.filter { !index.contains("(\($0))") }
        #expect(unlinked.isEmpty, "pages not linked from MatcherDocs/README.md: \(unlinked.joined(separator: ", "))")
        let links = DocsPage.matches(of: #"\]\(([^)#]+\.md)\)"#, in: index).map { $0[1] }
        let broken = links.filter { !pages.contains($0) }
        #expect(broken.isEmpty, "README.md links to missing pages: \(broken.joined(separator: ", "))")
    }

    @Test func theParserFindsPairsAndRejectsStrayBlocks() {
        let page = """
        ```swift docs-example
        expect(1).to(equal(2))
        ```
        ```text docs-message
        expected to equal <2>, got <1>
        ```

        ```swift docs-example
        expect(3).to(equal(4))
        ```
        Some prose in between.
        ```text docs-message
        stray
        ```
        """
        let parsed = DocsPage.parse(page)
        #expect(parsed.pairs.map(\.example) == ["expect(1).to(equal(2))"])
        #expect(parsed.pairs.map(\.message) == ["expected to equal <2>, got <1>"])
        #expect(parsed.problems.count == 2)
        #expect(DocsPage.normalised("identical to <0x7f3a12>") == "identical to <0x…>")
    }
}

/// Where the docs and sources are, found from this file's path.
enum DocsFiles {
    /// `<repo>/Tests/LarkDocsTests/DocsTests.swift` → `<repo>`.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let docs = root.appendingPathComponent("MatcherDocs")

    /// The page file names (`equal.md`, ...), without the index.
    static func pages() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: docs.path)
            .filter { $0.hasSuffix(".md") && $0 != "README.md" }
            .sorted()
    }

    /// Swift files directly in `Sources/LarkExpect/Matchers/` and anywhere under `Sources/LarkMatchers/`
    /// and `Sources/LarkSnapshots/`.
    static func matcherSources() -> [URL] {
        var files: [URL] = []
        let matchers = root.appendingPathComponent("Sources/LarkExpect/Matchers")
        if let names = try? FileManager.default.contentsOfDirectory(atPath: matchers.path) {
            files += names.filter { $0.hasSuffix(".swift") }.map { matchers.appendingPathComponent($0) }
        }
        for module in ["Sources/LarkMatchers", "Sources/LarkSnapshots"] {
            let folder = root.appendingPathComponent(module)
            if let walker = FileManager.default.enumerator(atPath: folder.path) {
                for case let path as String in walker where path.hasSuffix(".swift") {
                    files.append(folder.appendingPathComponent(path))
                }
            }
        }
        return files
    }

    /// Names of the public free functions that return `Predicate`, `Matcher`, `AsyncPredicate`
    /// or `AsyncMatcher` (operators are skipped: they are documented with their matcher).
    static func publicMatcherNames() throws -> Set<String> {
        var names = Set<String>()
        for file in matcherSources() {
            let source = try String(contentsOf: file, encoding: .utf8)
            for match in DocsPage.matches(of: #"(?m)^public func ([A-Za-z_][A-Za-z0-9_]*)\b([^{]*)"#, in: source) {
                let signature = match[2]
                let returns = DocsPage.matches(of: #"->\s*(?:LarkExpect\.)?(Predicate|Matcher|AsyncPredicate|AsyncMatcher)\s*<"#, in: signature)
                if !returns.isEmpty { names.insert(match[1]) }
            }
        }
        return names
    }
}

/// The `docs-example`/`docs-message` pairs of a page.
struct DocsPage {
    struct Pair {
        let example: String
        let message: String
    }

    var pairs: [Pair] = []
    var problems: [String] = []

    /// A pair is a ```` ```swift docs-example ```` block followed, with nothing but blank lines
    /// in between, by a ```` ```text docs-message ```` block.
    static func parse(_ text: String) -> DocsPage {
        var page = DocsPage()
        let lines = text.components(separatedBy: "\n")
        var index = 0
        var pendingExample: String?
        while index < lines.count {
            let line = lines[index].trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("```") && line.contains("docs-") {
                let kind = line.contains("docs-example") ? "example" : line.contains("docs-message") ? "message" : "?"
                var body: [String] = []
                index += 1
                while index < lines.count, lines[index].trimmingCharacters(in: .whitespaces) != "```" {
                    body.append(lines[index])
                    index += 1
                }
                let content = body.joined(separator: "\n")
                switch kind {
                case "example":
                    if let stray = pendingExample { page.problems.append("example without a message right after it:\n\(stray)") }
                    pendingExample = content
                case "message":
                    if let example = pendingExample {
                        page.pairs.append(Pair(example: example, message: content))
                        pendingExample = nil
                    } else {
                        page.problems.append("message without an example right before it:\n\(content)")
                    }
                default:
                    page.problems.append("unknown docs block: \(line)")
                }
            } else if !line.isEmpty, let stray = pendingExample {
                page.problems.append("example without a message right after it:\n\(stray)")
                pendingExample = nil
            }
            index += 1
        }
        if let stray = pendingExample { page.problems.append("example without a message right after it:\n\(stray)") }
        return page
    }

    /// Object addresses differ between runs; pages write them as `0x…`.
    static func normalised(_ message: String) -> String {
        message.replacingOccurrences(of: #"0x[0-9a-fA-F]+"#, with: "0x…", options: .regularExpression)
    }

    /// A report that shows both texts line by line and where they first differ.
    static func difference(page: String, example: String, documented: String, recorded: String) -> String {
        let left = documented.components(separatedBy: "\n")
        let right = recorded.components(separatedBy: "\n")
        let firstDifference = zip(left, right).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(left.count, right.count)
        return """
        \(page): the documented message differs from what the example records (first difference on line \(firstDifference + 1))
          example:
            \(example.replacingOccurrences(of: "\n", with: "\n    "))
          documented:
        \(left.map { "  - " + $0 }.joined(separator: "\n"))
          recorded:
        \(right.map { "  + " + $0 }.joined(separator: "\n"))
        """
    }

    /// Every match of `pattern` in `text`, as the whole match followed by its groups.
    static func matches(of pattern: String, in text: String) -> [[String]] {
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
        let range = NSRange(text.startIndex..., in: text)
        return regex.matches(in: text, range: range).map { result in
            (0..<result.numberOfRanges).map { group in
                Range(result.range(at: group), in: text).map { String(text[$0]) } ?? ""
            }
        }
    }
}
