import LarkExpect

/// Why a snapshot expectation could not compare: every such case fails, never passes. Data
/// here; `message` is the one place that words it.
enum SnapshotProblem: Error, Equatable {
    /// No test runs in this task, so there is no name for the file.
    case noTest
    /// XCTest runs, but its test's name is unknown (see `RunningTestName.Missing`).
    case xcTestNameUnknown(function: String)
    /// `named:` was given twice within one test case.
    case nameUsedTwice(String)
    /// Another test already took this file (`stem` is the file name without its extension).
    case fileShared(stem: String, otherTest: String)
    /// `LARK_RECORD_SNAPSHOTS` holds a value with no meaning.
    case badRecordValue(String)
    /// The strategy's `pathExtension` is not a plain extension.
    case badExtension(String)
    /// The expectation's file path is not absolute, so there is no folder to keep snapshots in.
    case noTestFile(String)
    /// The reference exists (or may exist) but cannot be read.
    case unreadable(path: String, reason: String)
    /// The reference is not UTF-8 text.
    case notText(path: String)
    /// Recording failed.
    case writeFailed(path: String, reason: String)

    /// The failure message.
    var message: ExpectationMessage {
        switch self {
        case .noTest:
            return .fail("cannot match a snapshot outside a test: its file is named after the running test, and no test runs in this task (Task.detached and other threads are outside the test)")
        case let .xcTestNameUnknown(function):
            return .fail("cannot match a snapshot here: Lark began following XCTest during this test, so it knows the test only by the method that calls matchSnapshot, and \(function) is not a test method; call matchSnapshot in the test method itself")
        case let .nameUsedTwice(name):
            return .fail("cannot match a snapshot named \"\(name)\" twice in one test: give each named snapshot its own name")
        case let .fileShared(stem, otherTest):
            return .fail("cannot match snapshot \(stem): the file belongs to another test (\(otherTest)); files are named after the test method, or a parameterized case's arguments as text, so rename the test or describe the arguments apart")
        case let .badRecordValue(value):
            return .fail("cannot match a snapshot: \(SnapshotRecordMode.environmentVariable) is \"\(value)\"; use all, missing or never")
        case let .badExtension(pathExtension):
            return .fail("cannot match a snapshot: the strategy's pathExtension \"\(pathExtension)\" is not 1 to 16 ASCII letters and digits")
        case let .noTestFile(path):
            return .fail("cannot match a snapshot: the expectation's file \"\(path)\" is not an absolute path, so there is no folder to keep the snapshot in")
        case let .unreadable(path, reason):
            return .fail("cannot read snapshot reference \(path): \(reason)")
        case let .notText(path):
            return .fail("cannot read snapshot reference \(path): it is not UTF-8 text")
        case let .writeFailed(path, reason):
            return .fail("cannot record snapshot \(path): \(reason)")
        }
    }
}
