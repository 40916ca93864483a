import LarkExpect
import LarkTestContext

/// Passes when the string equals its reference file, kept beside the test in
/// `__Snapshots__/<test file>/<test name>.<n>.txt`.
///
/// ```swift
/// expect(receipt.text).to(matchSnapshot())
/// ```
///
/// The first run records the reference and fails, saying where, so that it is reviewed; later
/// runs compare and fail with a line diff. `named:` names the file instead of numbering it;
/// `record: true` rewrites the reference (and fails), `record: false` never writes. Without
/// `record:`, `LARK_RECORD_SNAPSHOTS` decides (`missing`, the default; `all`; `never`). See
/// docs/snapshots.md.
///
/// Message: `expected to match snapshot __Snapshots__/ReceiptTests/testTotals.1.txt`, with
/// the reference's path and the difference below.
public func matchSnapshot(named name: String? = nil, record: Bool? = nil, function: String = #function) -> Matcher<String> {
    matchSnapshot(as: .lines, named: name, record: record, function: function)
}

/// Passes when `strategy`'s text for the value equals its reference file (see
/// `matchSnapshot(named:record:function:)`); the file takes the strategy's extension.
///
/// ```swift
/// expect(order).to(matchSnapshot(as: .described))
/// ```
///
/// Message: `expected to match snapshot __Snapshots__/OrderTests/testOrder.1.txt`.
public func matchSnapshot<Value>(
    as strategy: Snapshotting<Value>,
    named name: String? = nil,
    record: Bool? = nil,
    function: String = #function
) -> Matcher<Value> {
    let snapshot = SnapshotExpectation(
        pathExtension: strategy.pathExtension, name: name, record: record, function: function,
        recordValue: SnapshotEnvironment.recordValue, directoryOverride: SnapshotEnvironment.directoryOverride,
        run: SnapshotEnvironment.run)
    let render = strategy.render
    return Matcher { actual in
        guard let value = try actual.evaluate() else {
            return MatcherResult(status: .fail, message: ExpectationMessage.expectedActualValueTo("match a snapshot").appendedBeNilHint())
        }
        return snapshot.check(render(value), filePath: "\(actual.location.filePath)").result
    }
}

/// One snapshot expectation: what it was made with, and what its first evaluation settled (its
/// file, and whether it recorded), so that polling it again neither takes a second number nor
/// passes after recording.
private final class SnapshotExpectation {
    let pathExtension: String
    let name: String?
    let record: Bool?
    let function: String
    let recordValue: String?
    let directoryOverride: String?
    let run: String?
    private var stem: Result<String, SnapshotProblem>?
    private var recorded: SnapshotVerdict?

    init(pathExtension: String, name: String?, record: Bool?, function: String, recordValue: String?, directoryOverride: String?, run: String?) {
        self.pathExtension = pathExtension
        self.name = name
        self.record = record
        self.function = function
        self.recordValue = recordValue
        self.directoryOverride = directoryOverride
        self.run = run
    }

    func check(_ text: String, filePath: String) -> SnapshotVerdict {
        if let recorded { return recorded }
        let mode: SnapshotRecordMode
        switch record {
        case true?: mode = .all
        case false?: mode = .never
        case nil:
            guard let fromEnvironment = SnapshotRecordMode(environmentValue: recordValue) else {
                return .problem(.badRecordValue(recordValue ?? ""))
            }
            mode = fromEnvironment
        }
        guard SnapshotNaming.isSafeExtension(pathExtension) else { return .problem(.badExtension(pathExtension)) }
        guard let folder = SnapshotFolder(testFile: filePath, directoryOverride: directoryOverride) else {
            return .problem(.noTestFile(filePath))
        }
        if stem == nil {
            stem = RunningTestName.current(function: function)
                .mapError { missing -> SnapshotProblem in
                    switch missing {
                    case .noTest: .noTest
                    case let .xcTestNameUnknown(function): .xcTestNameUnknown(function: function)
                    }
                }
                .flatMap { test in
                    var test = test
                    if let run { test.caseKey += "\u{1}run " + run }
                    return SnapshotRegistry.take(test: test, named: name, folder: folder.path)
                }
        }
        let file: SnapshotPath
        switch stem! {
        case let .success(stem): file = folder.file(stem + "." + pathExtension)
        case let .failure(problem): return .problem(problem)
        }

        if mode == .all { return recording(text, at: file, replacing: true, mode: mode) }
        switch SnapshotFile.contents(of: file.path) {
        case let .bytes(reference):
            return compared(reference, text, file)
        case .missing:
            return mode == .never ? .missingReference(file) : recording(text, at: file, replacing: false, mode: mode)
        case let .failed(problem):
            return .problem(problem)
        }
    }

    /// The passing path is one byte comparison; the reference is decoded only for a difference.
    private func compared(_ reference: [UInt8], _ text: String, _ file: SnapshotPath) -> SnapshotVerdict {
        if SnapshotFile.bytes(reference, areTheUTF8Of: text) { return .matched(file) }
        guard let referenceText = SnapshotFile.text(of: reference) else { return .problem(.notText(path: file.path)) }
        return .differs(file, reference: referenceText, actual: text)
    }

    private func recording(_ text: String, at file: SnapshotPath, replacing: Bool, mode: SnapshotRecordMode) -> SnapshotVerdict {
        let verdict: SnapshotVerdict
        switch SnapshotFile.store(text, at: file.path, replacing: replacing) {
        case .written:
            verdict = .recorded(file, because: record == true ? .parameter : mode == .all ? .environment : .missing)
        case .alreadyThere:
            // Another process recorded it between the read and the write: compare with theirs.
            switch SnapshotFile.contents(of: file.path) {
            case let .bytes(reference): return compared(reference, text, file)
            case .missing: return .problem(.unreadable(path: file.path, reason: "it vanished while being recorded"))
            case let .failed(problem): return .problem(problem)
            }
        case let .failed(problem):
            return .problem(problem)
        }
        recorded = verdict
        return verdict
    }
}

/// Where a test file's snapshots live: `<test file's folder>/__Snapshots__/<test file name>`.
struct SnapshotFolder {
    /// The folder's absolute path.
    let path: String
    /// The folder as messages show it, relative to the test file's folder.
    let shownPath: String

    /// Nil when `testFile` is not an absolute path. `directoryOverride` replaces the test file's
    /// folder (see `SnapshotEnvironment.directoryOverride`).
    init?(testFile: String, directoryOverride: String?) {
        guard testFile.hasPrefix("/"), let slash = testFile.lastIndex(of: "/") else { return nil }
        var fileName = String(testFile[testFile.index(after: slash)...])
        if fileName.hasSuffix(".swift") { fileName.removeLast(".swift".count) }
        let testFolder = directoryOverride ?? String(testFile[..<slash])
        shownPath = "__Snapshots__/" + SnapshotNaming.component(fileName)
        path = testFolder + "/" + shownPath
    }

    func file(_ name: String) -> SnapshotPath {
        SnapshotPath(path: path + "/" + name, shownPath: shownPath + "/" + name)
    }
}

/// A reference file: its absolute path, and the shorter path messages show.
struct SnapshotPath: Equatable {
    let path: String
    let shownPath: String
}

/// What a snapshot expectation concluded; `result` is the one place that words it.
enum SnapshotVerdict {
    /// Why a reference was written.
    enum RecordReason { case missing, parameter, environment }

    case matched(SnapshotPath)
    case differs(SnapshotPath, reference: String, actual: String)
    case recorded(SnapshotPath, because: RecordReason)
    case missingReference(SnapshotPath)
    case problem(SnapshotProblem)

    var result: MatcherResult {
        switch self {
        case let .matched(file):
            // Read only when the expectation fails, which for a match means `toNot`.
            return MatcherResult(status: .matches, message: ExpectationMessage.expectedTo("match snapshot \(file.shownPath)")
                .appended(details: "toNot(matchSnapshot()) never passes: a value that differs from its reference fails as well"))
        case let .differs(file, reference, actual):
            // `.fail`, not `.doesNotMatch`: a differing value must not pass under `toNot`.
            return MatcherResult(status: .fail, message: ExpectationMessage.expectedTo("match snapshot \(file.shownPath)")
                .appended(details: "reference: \(file.path) (to accept the new text, run with \(SnapshotRecordMode.environmentVariable)=all or pass record: true)")
                .appended(difference: Diagnostics.stringDifference(expected: reference, actual: actual)))
        case let .recorded(file, reason):
            let why = switch reason {
            case .missing: "there was no reference"
            case .parameter: "record: true"
            case .environment: "\(SnapshotRecordMode.environmentVariable)=all"
            }
            return MatcherResult(status: .fail, message: ExpectationMessage.fail(
                "recorded snapshot \(file.shownPath) (\(why)): review it, then run the test again to compare")
                .appended(details: "file: \(file.path)"))
        case let .missingReference(file):
            return MatcherResult(status: .fail, message: ExpectationMessage.fail(
                "no snapshot reference \(file.shownPath), and recording is off (record: false or \(SnapshotRecordMode.environmentVariable)=never)")
                .appended(details: "expected at: \(file.path)"))
        case let .problem(problem):
            return MatcherResult(status: .fail, message: problem.message)
        }
    }
}
