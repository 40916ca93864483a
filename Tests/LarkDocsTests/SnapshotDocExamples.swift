import Foundation
import Lark

// The documented example of `MatcherDocs/matchSnapshot.md`. It runs in a temporary folder: a
// first run records the reference, a second one compares the changed receipt. The page shows
// the paths a test `testTotals` in `/path/to/Tests/ReceiptTests.swift` would get, so the folder
// and the test's name are the only parts of the recorded message replaced below.

enum SnapshotDocExamples: DocsExampleSource {
    @MainActor static var examples: [String: DocsExample] {
        [
            ##"expect(receipt).to(matchSnapshot())"##: {
                let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lark-docs-\(UUID().uuidString)").path
                defer { try? FileManager.default.removeItem(atPath: folder) }
                return SnapshotEnvironment.$directoryOverride.withValue(folder) {
                    SnapshotEnvironment.$recordValueOverride.withValue(.some(nil)) {
                        var receipt = "Tea    2.50\nMilk   1.10\nTotal  3.60"
                        _ = SnapshotEnvironment.$run.withValue(UUID().uuidString) { recorded { expect(receipt).to(matchSnapshot()) } }
                        receipt = "Tea    2.50\nMilk   1.20\nTotal  3.70"
                        let messages = SnapshotEnvironment.$run.withValue(UUID().uuidString) { recorded { expect(receipt).to(matchSnapshot()) } }
                        return messages.map {
                            $0.replacingOccurrences(of: folder, with: "/path/to/Tests")
                                .replacingOccurrences(of: "SnapshotDocExamples/DocsTests.everyDocumentedMessageIsWhatTheExampleRecords", with: "ReceiptTests/testTotals")
                        }
                    }
                }
            },
        ]
    }
}
