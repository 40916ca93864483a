// The code blocks of docs/snapshots.md, verbatim: ReadmeCodeTests fails if they drift apart,
// and this file compiling (and its test passing) proves that code works. The test runs in a
// temporary folder that already holds its reference (see `ReadmeSnapshotFolder`), so it compares
// for real and leaves nothing in the repository.

import Foundation
import Lark
import Testing

struct PrintedReceipt {
    var items: [(name: String, price: String)]
    var total: String

    static let sample = PrintedReceipt(items: [("Tea", "2.50"), ("Milk", "1.10")], total: "3.60")
}

extension Snapshotting where Value == PrintedReceipt {
    /// A receipt as it prints: one line per item, then the total.
    static var receipt: Snapshotting<PrintedReceipt> {
        Snapshotting(pathExtension: "txt") { receipt in
            (receipt.items.map { "\($0.name)  \($0.price)" } + ["Total  \(receipt.total)"])
                .joined(separator: "\n")
        }
    }
}

@Suite(ReadmeSnapshotFolder()) struct ReadmeSnapshots {
@Test func receiptPrintsAsBefore() {
    expect(PrintedReceipt.sample).to(matchSnapshot(as: .receipt))
    expect(PrintedReceipt.sample.total).to(matchSnapshot(named: "total"))
}
}

/// Runs each test of the suite with its snapshot folder in a fresh temporary folder that holds
/// the references the docs' test expects, as a reviewed, committed folder would.
struct ReadmeSnapshotFolder: TestTrait, SuiteTrait, TestScoping {
    var isRecursive: Bool { true }

    func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void) async throws {
        guard testCase != nil else { return try await function() }
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("lark-readme-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        let folder = root + "/__Snapshots__/ReadmeSnapshots"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let base = folder + "/ReadmeSnapshots.receiptPrintsAsBefore"
        try Snapshotting<PrintedReceipt>.receipt.render(.sample).write(toFile: base + ".1.txt", atomically: true, encoding: .utf8)
        try PrintedReceipt.sample.total.write(toFile: base + ".total.txt", atomically: true, encoding: .utf8)
        try await SnapshotEnvironment.$directoryOverride.withValue(root) {
            try await SnapshotEnvironment.$recordValueOverride.withValue(.some(nil)) { try await function() }
        }
    }
}
