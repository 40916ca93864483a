import Foundation
import Testing

/// Every page of docs/ can be reached from README.md by following links, so none is written for
/// nobody to find; and the README stays short enough to read first.
@Suite struct DocsReachabilityTests {
    private let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The pages of docs/ that `page` (README.md or a page of docs/) links to. Only these two
    /// places are followed: docs/ pages are reached through them or not at all.
    private func linkedDocsPages(of page: String) throws -> [String] {
        let text = try String(contentsOf: root.appendingPathComponent(page), encoding: .utf8)
        let prefix = page == "README.md" ? "docs/" : ""
        var pages: [String] = []
        var rest = text[...]
        while let open = rest.range(of: "](") {
            rest = rest[open.upperBound...]
            let target = rest.prefix { $0 != ")" && $0 != "#" && $0 != " " }
            if target.hasPrefix(prefix), target.hasSuffix(".md"), !target.dropFirst(prefix.count).contains("/") {
                pages.append("docs/" + target.dropFirst(prefix.count))
            }
        }
        return pages
    }

    @Test func everyDocsPageIsReachableFromTheReadme() throws {
        var reached: Set<String> = []
        var pending = ["README.md"]
        while let page = pending.popLast() {
            guard reached.insert(page).inserted,
                  FileManager.default.fileExists(atPath: root.appendingPathComponent(page).path) else { continue }
            pending += try linkedDocsPages(of: page)
        }
        let pages = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("docs").path)
            .filter { $0.hasSuffix(".md") }.map { "docs/\($0)" }
        let unreached = pages.filter { !reached.contains($0) }.sorted()
        #expect(unreached.isEmpty, "docs/ pages no link path from README.md reaches: \(unreached)")
    }

    @Test func theReadmeStaysShort() throws {
        let text = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let lines = text.reduce(0) { $1 == "\n" ? $0 + 1 : $0 }
        #expect(lines <= 250, "README.md has \(lines) lines; trade words to keep it at 250")
    }
}
