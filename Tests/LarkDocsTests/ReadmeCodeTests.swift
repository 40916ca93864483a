import Foundation
import Testing

/// Every Swift code block of README.md and of the pages in docs/ also lives, verbatim, in a file
/// of `Readme/` in this test target, so it is compiled (and its tests run) with the suite. This
/// test fails when a block has no such copy, i.e. when the documentation and the compiled code
/// drift apart. A block is Swift code when its fence reads exactly ```swift; a package manifest
/// snippet, which no test target can compile, is fenced ```swift package-manifest instead.
@Suite struct ReadmeCodeTests {
    private let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// README.md, then every page of docs/, by path relative to the package root.
    private var documents: [String] {
        get throws {
            let pages = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("docs").path)
                .filter { $0.hasSuffix(".md") }
                .sorted()
                .map { "docs/\($0)" }
            return ["README.md"] + pages
        }
    }

    private func swiftBlocks(of document: String) throws -> [String] {
        let text = try String(contentsOf: root.appendingPathComponent(document), encoding: .utf8)
        var blocks: [String] = []
        var current: [String]?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if current == nil, line == "```swift" {
                current = []
            } else if current != nil, line == "```" {
                blocks.append(current!.joined(separator: "\n"))
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    @Test func everySwiftBlockOfTheDocumentationIsCompiledCode() throws {
        let folder = root.appendingPathComponent("Tests/LarkDocsTests/Readme")
        let copies = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".swift") }
            .map { try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8) }
        let documents = try documents
        #expect(documents.count > 1, "docs/ should hold the pages the README links to")
        #expect(try swiftBlocks(of: "README.md").count >= 3, "README.md should teach with code")
        for document in documents {
            for block in try swiftBlocks(of: document) {
                #expect(copies.contains { $0.contains(block) }, "\(document) block not found in Tests/LarkDocsTests/Readme:\n\(block)")
            }
        }
    }
}
