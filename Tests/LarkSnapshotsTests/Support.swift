import Foundation
import Lark
@testable import LarkSnapshots

/// A fresh temporary folder standing in for the test file's folder: snapshots go to
/// `<folder>/__Snapshots__/<test file>/`, and the folder is removed afterwards, so the suite
/// leaves nothing in the repository. The record mode starts as if `LARK_RECORD_SNAPSHOTS` were
/// unset, whatever the environment of the run.
func withSnapshotFolder<T>(_ body: (SnapshotTestFolder) throws -> T) rethrows -> T {
    let folder = SnapshotTestFolder()
    defer { try? FileManager.default.removeItem(atPath: folder.root) }
    return try SnapshotEnvironment.$directoryOverride.withValue(folder.root) {
        try SnapshotEnvironment.$recordValueOverride.withValue(.some(nil)) { try body(folder) }
    }
}

/// The async form of `withSnapshotFolder(_:)`.
func withSnapshotFolder<T>(_ body: (SnapshotTestFolder) async throws -> T) async rethrows -> T {
    let folder = SnapshotTestFolder()
    defer { try? FileManager.default.removeItem(atPath: folder.root) }
    return try await SnapshotEnvironment.$directoryOverride.withValue(folder.root) {
        try await SnapshotEnvironment.$recordValueOverride.withValue(.some(nil)) { try await body(folder) }
    }
}

/// Runs `body` as run `label` of the test: its snapshots are numbered from 1 again, as in the
/// next `swift test`.
func inRun<T>(_ label: String, _ body: () throws -> T) rethrows -> T {
    try SnapshotEnvironment.$run.withValue(label, operation: body)
}

/// With `LARK_RECORD_SNAPSHOTS` as `value` (nil: unset) for `body`.
func withRecordValue<T>(_ value: String?, _ body: () throws -> T) rethrows -> T {
    try SnapshotEnvironment.$recordValueOverride.withValue(.some(value), operation: body)
}

/// A temporary folder and the paths inside it.
struct SnapshotTestFolder {
    let root = FileManager.default.temporaryDirectory
        .appendingPathComponent("lark-snapshots-\(UUID().uuidString)").path

    /// `__Snapshots__/<file>` for a test file named `file` (without `.swift`).
    func snapshots(of file: String = #fileID) -> String {
        let name = (file.split(separator: "/").last.map(String.init) ?? file).replacing(".swift", with: "")
        return root + "/__Snapshots__/" + name
    }

    /// The text of `name` in the snapshot folder of `file`, nil if missing.
    func contents(_ name: String, of file: String = #fileID) -> String? {
        try? String(contentsOfFile: snapshots(of: file) + "/" + name, encoding: .utf8)
    }

    /// The file names in the snapshot folder of `file`, sorted.
    func files(of file: String = #fileID) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: snapshots(of: file))) ?? []).sorted()
    }

    /// Writes a reference by hand.
    func write(_ text: String, to name: String, of file: String = #fileID) throws {
        try FileManager.default.createDirectory(atPath: snapshots(of: file), withIntermediateDirectories: true)
        try text.write(toFile: snapshots(of: file) + "/" + name, atomically: true, encoding: .utf8)
    }
}

/// The full texts of the failures `body` records, silently.
func failures(_ body: () throws -> Void) -> [String] {
    gatherFailingExpectations(silently: true, closure: body).map(\.message.fullText)
}
