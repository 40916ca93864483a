import Foundation
import Testing

/// Every Swift code block of README.md also lives, verbatim, in a file of `Readme/` in this test
/// target, so it is compiled (and its tests run) with the suite. This test fails when a block
/// has no such copy, i.e. when the README and the compiled code drift apart.
@Suite struct ReadmeCodeTests {
    private let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    private var readmeBlocks: [String] {
        get throws {
            let text = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
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
    }

    @Test func everySwiftBlockOfTheReadmeIsCompiledCode() throws {
        let folder = root.appendingPathComponent("Tests/LarkDocsTests/Readme")
        let copies = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".swift") }
            .map { try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8) }
        let blocks = try readmeBlocks
        #expect(blocks.count >= 5, "README.md should teach with code")
        for block in blocks {
            #expect(copies.contains { $0.contains(block) }, "README block not found in Tests/LarkDocsTests/Readme:\n\(block)")
        }
    }
}
