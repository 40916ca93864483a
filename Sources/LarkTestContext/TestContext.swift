import Foundation
#if canImport(Testing)
import Testing
#endif
#if canImport(XCTest)
import XCTest
#endif

/// The test-context service: the one reader of "which test runs" (`current`) and the one router
/// of what is reported to it (`record`), for the engine's assertions and the model's warnings
/// alike. Per-test-case state is kept with LarkRuntime's `PerTestCase`, keyed by `current`.
///
/// Swift Testing's `Test.current` and `Test.Case.current` are task-local, so a Swift Testing test
/// is known in its task and every task it starts (child tasks and `Task { }`), but not in
/// `Task.detached` or on Dispatch threads. XCTest's running case is process-wide, followed by
/// `XCTestObserver`.
package enum TestContext {
    /// The test the current task runs in (`CurrentTest.none` outside tests). Argument texts are
    /// read only when `withArgumentTexts` (snapshot names need them; keys do not).
    package static func current(withArgumentTexts: Bool = false) -> CurrentTest {
        #if canImport(Testing)
        if let test = Test.current {
            let id = "\(test.id)"
            guard let testCase = Test.Case.current, testCase.isParameterized else {
                return CurrentTest(
                    framework: .swiftTesting, testCase: TestCaseIdentity(key: id, liveness: nil), name: id,
                    functionName: test.name)
            }
            let parts = ParameterizedCaseParts(testCase, withArgumentTexts: withArgumentTexts)
            return CurrentTest(
                framework: .swiftTesting, testCase: TestCaseIdentity(key: id + "|" + parts.key, liveness: parts.liveness),
                name: id, functionName: test.name, argumentTexts: parts.argumentTexts)
        }
        #endif
        guard TestProcess.current == .xcTest || TestProcess.current == .unknownTestRunner else { return .none }
        let observer = XCTestObserver.shared
        let progress = observer.progress
        guard progress.state != .idle else { return .none }
        // An XCTest case is its generation: the count of cases finished before it.
        let generation = progress.finished
        let liveness = TestCaseLiveness { observer.finishedTestCases == generation }
        return CurrentTest(
            framework: .xcTest, testCase: TestCaseIdentity(key: "xctest#\(generation)", liveness: liveness),
            name: progress.state == .running ? progress.name : nil)
    }

    /// Whether the current task runs inside a Swift Testing test (cheaper than `current`).
    package static var isInSwiftTestingTest: Bool {
        #if canImport(Testing)
        Test.current != nil
        #else
        false
        #endif
    }

    /// Sends `report` to the running test, through `destination(framework:process:severity:)`.
    /// Returns false when no test took it; then it is printed on standard error if it asks to be.
    @discardableResult
    package static func record(_ report: TestReport) -> Bool {
        let framework: CurrentTest.Framework? = isInSwiftTestingTest ? .swiftTesting : xcTestMayBeRunning ? .xcTest : nil
        let route = destination(framework: framework, process: TestProcess.current, severity: report.severity)
        if route == .xcTest || route == .bothFrameworks {
            #if canImport(XCTest)
            if let location = report.location {
                XCTFail(report.text, file: location.filePath, line: UInt(location.line))
            } else {
                XCTFail(report.text)
            }
            #endif
        }
        if route == .swiftTesting || route == .bothFrameworks {
            #if canImport(Testing)
            let location = report.location.map(Testing.SourceLocation.init) ?? Test.current?.sourceLocation
            recordAttachments(report, at: location)
            let severity: Issue.Severity = report.severity == .failure ? .error : .warning
            if let location {
                Issue.record(Comment(rawValue: report.text), severity: severity, sourceLocation: location)
            } else {
                Issue.record(Comment(rawValue: report.text), severity: severity)
            }
            #endif
        }
        if case let .standardError(reason) = route {
            if report.printsWhenUntaken {
                FileHandle.standardError.write(Data(TestReport.untakenLine(report, reason: reason).utf8))
            }
            return false
        }
        return true
    }

    /// Records a failed `require` in the running Swift Testing test through `#require`, whose
    /// error Swift Testing knows as already reported (so the failure appears once), and returns
    /// that error; nil outside a Swift Testing test (then the caller reports as usual).
    package static func recordRequirementFailure(_ report: TestReport) -> (any Error)? {
        #if canImport(Testing)
        guard isInSwiftTestingTest else { return nil }
        let location = report.location.map(Testing.SourceLocation.init) ?? Test.current?.sourceLocation
        recordAttachments(report, at: location)
        // The variable's name is what Swift Testing prints: "Expectation failed: require".
        let require = false
        do {
            if let location {
                try #require(require, Comment(rawValue: report.text), sourceLocation: location)
            } else {
                try #require(require, Comment(rawValue: report.text))
            }
        } catch {
            return error
        }
        #endif
        return nil
    }

    /// Where a report goes.
    package enum Destination: Equatable, Sendable {
        /// Swift Testing: the running test, or the run itself when the test is unknown here.
        case swiftTesting
        /// XCTest's running test case.
        case xcTest
        /// A test process of unknown kind (e.g. another runner): both frameworks. Each ignores
        /// calls while it runs no test, so the failure arrives once.
        case bothFrameworks
        /// No framework can take it: printed on standard error, with the reason.
        case standardError(String)
    }

    /// The routing decision, kept pure so that every case is tested. `framework` is whose test
    /// the reporting task is known to run in. Where the test is unknown (`Task.detached`,
    /// Dispatch threads), a report goes to the framework this process runs (`swift test` runs
    /// XCTest and Swift Testing in two processes): under Swift Testing to the run, which a
    /// failure then fails, so nothing is dropped silently.
    package static func destination(framework: CurrentTest.Framework?, process: TestProcess, severity: TestReport.Severity) -> Destination {
        if framework == .swiftTesting { return .swiftTesting }
        switch process {
        case .swiftTesting:
            return .swiftTesting
        case .xcTest:
            guard framework == .xcTest else { return .standardError("reported outside any running test") }
            return severity == .failure ? .xcTest : .standardError("XCTest has no warnings")
        case .unknownTestRunner:
            return severity == .failure ? .bothFrameworks : .standardError("the test runner is unknown")
        case .notATest:
            return .standardError("no test framework is running")
        }
    }

    /// False only when XCTest is known not to run a test right now. XCTest on Linux has no
    /// public "current test case", so `XCTestObserver` follows it; it is registered on first
    /// use (for the engine, the first failure: never on the passing path), and until it has
    /// seen a test start or finish the answer is "maybe".
    private static var xcTestMayBeRunning: Bool {
        guard TestProcess.current == .xcTest || TestProcess.current == .unknownTestRunner else { return false }
        #if canImport(XCTest)
        return XCTestObserver.shared.state != .idle
        #else
        return false
        #endif
    }
}

#if canImport(Testing)
extension TestContext {
    /// Records the report's files with the running test, before the issue they explain.
    fileprivate static func recordAttachments(_ report: TestReport, at location: Testing.SourceLocation?) {
        for attachment in report.attachments {
            if let location {
                Attachment.record(attachment.contents, named: attachment.name, sourceLocation: location)
            } else {
                Attachment.record(attachment.contents, named: attachment.name)
            }
        }
    }
}

extension Testing.SourceLocation {
    /// Swift Testing's form of a report's location (its `fileID` must name a module).
    package init(_ location: TestReport.Location) {
        self.init(
            fileID: location.fileID.utf8.contains(UInt8(ascii: "/")) ? location.fileID : "Unknown/\(location.fileID)",
            filePath: "\(location.filePath)", line: max(1, location.line), column: max(1, location.column))
    }
}

/// What Lark reads from a parameterized `Test.Case`: the one place that looks inside Swift
/// Testing's types. Its argument IDs and discriminator are `@_spi(ForToolsIntegrationOnly)`,
/// and the toolchain ships Testing's public interface only, so an SPI import sees none of them
/// (measured in docs/architecture.md#test-context); they are read by reflection. Should the
/// layout change, the case's whole reflected text is the key (still distinct per case) and there
/// is no liveness; `RunningTestLookupTests` then fails, naming the toolchain.
private struct ParameterizedCaseParts {
    var key: String
    var liveness: TestCaseLiveness?
    var argumentTexts: [String]?

    init(_ testCase: Test.Case, withArgumentTexts: Bool) {
        let kind = Mirror(reflecting: testCase).descendant("_kind")
        let payload = kind.flatMap { Mirror(reflecting: $0).children.first?.value }
        let arguments = payload.flatMap { Mirror(reflecting: $0).descendant("arguments") }
        let discriminator = payload.flatMap { Mirror(reflecting: $0).descendant("discriminator") } as? Int
        guard let arguments, let discriminator else {
            key = String(reflecting: testCase)
            liveness = nil
            argumentTexts = withArgumentTexts ? [key] : nil
            return
        }
        let values = Mirror(reflecting: arguments).children.map(\.value)
        let ids = values.map { argument in
            (Mirror(reflecting: argument).descendant("id", "bytes") as? [UInt8]).map { $0.map(String.init).joined(separator: ".") }
                ?? String(reflecting: argument)
        }
        key = ids.joined(separator: ",") + "#\(discriminator)"
        liveness = TestCaseLiveness(token: arrayStorage(of: arguments))
        guard withArgumentTexts else { return }
        let texts = values.compactMap { Mirror(reflecting: $0).descendant("value").map { String(describing: $0) } }
        argumentTexts = texts.isEmpty ? [String(reflecting: testCase)] : texts
    }
}

/// The heap object holding the elements of a native Swift array (nil for anything else).
private func arrayStorage(of value: Any) -> (AnyObject & Sendable)? {
    func open<T>(_ value: T) -> (AnyObject & Sendable)? {
        // Safety: the checks below ensure `T` is a non-empty native `Array`, whose one stored
        // property is a strong reference to its storage (a non-empty one is never the shared
        // empty storage), and `AnyObject & Sendable` has `AnyObject`'s layout (Sendable is a
        // marker). The storage is only compared and watched weakly, never read, so treating it
        // as Sendable shares nothing.
        guard String(reflecting: T.self).hasPrefix("Swift.Array<"),
              MemoryLayout<T>.size == MemoryLayout<AnyObject>.size,
              Mirror(reflecting: value).children.count > 0 else { return nil }
        return unsafeBitCast(value, to: (AnyObject & Sendable).self)
    }
    return open(value)
}
#endif
