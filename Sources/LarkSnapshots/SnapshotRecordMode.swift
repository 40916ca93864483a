import Foundation

/// When `matchSnapshot` writes a reference file. Recording always fails the expectation, so a
/// new or rewritten reference is reviewed before a run can pass.
public enum SnapshotRecordMode: Sendable, Equatable {
    /// Writes a reference only where there is none; compares the rest. The default.
    case missing
    /// Rewrites every reference a snapshot expectation reaches (`record: true`, or
    /// `LARK_RECORD_SNAPSHOTS=all`).
    case all
    /// Never writes: a missing reference fails (`record: false`, or
    /// `LARK_RECORD_SNAPSHOTS=never`, the setting for CI).
    case never

    /// The environment variable that sets the mode for a run.
    public static let environmentVariable = "LARK_RECORD_SNAPSHOTS"

    /// The mode an `LARK_RECORD_SNAPSHOTS` value asks for: unset or empty means `missing`;
    /// `all` (or `1`, `true`, `yes`), `missing`, `never` (or `0`, `false`, `no`), in any case.
    /// Nil for any other value, which `matchSnapshot` reports rather than guessing.
    public init?(environmentValue value: String?) {
        switch value?.trimmingCharacters(in: .whitespaces).lowercased() {
        case nil, "", "missing": self = .missing
        case "all", "1", "true", "yes": self = .all
        case "never", "0", "false", "no": self = .never
        default: return nil
        }
    }
}

/// What matchSnapshot reads besides its arguments: the record mode and where snapshot folders
/// go, read when the matcher is made. The environment is read once per process; tests override both for a scope with the
/// task-local values (package API: Lark's own tests use them so that they write only to
/// temporary folders and never touch the process's environment).
package enum SnapshotEnvironment {
    /// `LARK_RECORD_SNAPSHOTS` as this process started with it.
    package static let processRecordValue = ProcessInfo.processInfo.environment[SnapshotRecordMode.environmentVariable]

    /// Stands in for `LARK_RECORD_SNAPSHOTS` in this task and its children (`.some(nil)`: unset).
    @TaskLocal package static var recordValueOverride: String??

    /// When set, snapshot folders go in this folder instead of the test file's folder:
    /// `<directory>/__Snapshots__/<test file name>/...`.
    @TaskLocal package static var directoryOverride: String?

    /// A label for a simulated run: within one test case, each label counts its snapshots from 1
    /// again, as the next `swift test` would (for tests of record, then compare).
    @TaskLocal package static var run: String?

    /// The value in force: the override if any, else the process's.
    static var recordValue: String? {
        recordValueOverride ?? processRecordValue
    }
}
