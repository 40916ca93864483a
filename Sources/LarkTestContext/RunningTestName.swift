#if canImport(Testing)
import Testing
#endif

/// The name of the running test as a snapshot file is named after it, and the key of the running
/// test case (distinct for each case, so per-case counters never mix). Asked by LarkSnapshots.
package struct RunningTestName: Sendable, Equatable {
    /// `Suite.Inner.function(label:)` for Swift Testing; the test method (`testLogin`) for XCTest.
    package var test: String
    /// A parameterized Swift Testing case's arguments as text, in order (nil for other tests).
    package var arguments: [String]?
    /// Distinct for each running test case (each case of a parameterized test too) and stable
    /// while it runs.
    package var caseKey: String
    /// The test in full (XCTest: `Class.method`; Swift Testing: the case key), the same each
    /// time the test case runs in a process; nil when unknown. Two different identities must
    /// never share a snapshot file.
    package var identity: String?

    /// A name from its parts (LarkSnapshots' tests build names for the file-name rules).
    package init(test: String, arguments: [String]?, caseKey: String, identity: String?) {
        self.test = test
        self.arguments = arguments
        self.caseKey = caseKey
        self.identity = identity
    }

    /// Why there is no name.
    package enum Missing: Error, Equatable, Sendable {
        /// No test is running in this task: outside tests, in `Task.detached`, on another thread.
        case noTest
        /// XCTest runs, but Lark began following it during this test case and the call is not in
        /// a test method (`function` is where it was made), so the test's name is unknown.
        case xcTestNameUnknown(function: String)
    }

    /// The running test's name. `function` is the caller's `#function`: the name of an XCTest
    /// test method when Lark began following XCTest too late to see the test case start.
    package static func current(function: String) -> Result<RunningTestName, Missing> {
        #if canImport(Testing)
        if let test = Test.current {
            let caseKey = SwiftTestingContext.currentTestCase?.key ?? "\(test.id)"
            let name = suiteQualifiedName(testID: "\(test.id)") ?? test.name
            let arguments = Test.Case.current.flatMap(argumentTexts(of:))
            // The case key tells apart cases whose arguments read alike, which share a file name.
            return .success(RunningTestName(test: name, arguments: arguments, caseKey: caseKey, identity: caseKey))
        }
        #endif
        guard TestProcess.current == .xcTest || TestProcess.current == .unknownTestRunner else { return .failure(.noTest) }
        let observer = XCTestObserver.shared
        if let running = observer.runningTestCase {
            // XCTest on Linux names a case `Class.method`; the method alone matches `#function`
            // below, so a name never depends on when Lark began following XCTest.
            let method = running.name.split(separator: ".").last.map(String.init) ?? running.name
            return .success(RunningTestName(test: method, arguments: nil, caseKey: "xctest#\(running.generation)", identity: running.name))
        }
        guard observer.state == .unknown else { return .failure(.noTest) }
        // Registered during this test case: XCTest offers no public way to ask for the running
        // case, but a test method's `#function` is its name (XCTest runs only `test...` methods).
        let method = function.hasSuffix("()") ? String(function.dropLast(2)) : function
        guard method.hasPrefix("test"), !method.contains("(") else { return .failure(.xcTestNameUnknown(function: function)) }
        return .success(RunningTestName(test: method, arguments: nil, caseKey: "xctest#\(observer.finishedTestCases)", identity: nil))
    }

    /// `Module.Outer/Inner/name(label:)/File.swift:12:5` → `Outer.Inner.name(label:)`: the test
    /// with its suites and without the module or the source location (which moves as code is
    /// edited). Nil when the text has another shape.
    package static func suiteQualifiedName(testID: String) -> String? {
        var parts = testID.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        if let last = parts.last, isSourceLocation(last) { parts.removeLast() }
        guard let first = parts.first, let dot = first.firstIndex(of: ".") else { return nil }
        parts[0] = String(first[first.index(after: dot)...])
        guard parts.allSatisfy({ !$0.isEmpty }) else { return nil }
        return parts.joined(separator: ".")
    }

    /// Whether `text` reads `File.swift:12:5` (checked by hand: this runs for every snapshot).
    private static func isSourceLocation(_ text: String) -> Bool {
        let pieces = text.split(separator: ":", omittingEmptySubsequences: false)
        return pieces.count == 3 && pieces[0].hasSuffix(".swift")
            && pieces[1...].allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }
    }
}

#if canImport(Testing)
/// A parameterized case's argument values as text, read by reflection because Swift Testing keeps
/// a case's arguments behind SPI. Nil for a case that is not parameterized. Should the layout
/// change, the case's whole reflected text stands in (still distinct per case);
/// `SnapshotNamingTests` fails loudly when that happens.
private func argumentTexts(of testCase: Test.Case) -> [String]? {
    guard testCase.isParameterized else { return nil }
    let kind = Mirror(reflecting: testCase).descendant("_kind")
    let payload = kind.flatMap { Mirror(reflecting: $0).children.first?.value }
    guard let arguments = payload.flatMap({ Mirror(reflecting: $0).descendant("arguments") }) else {
        return [String(reflecting: testCase)]
    }
    let values = Mirror(reflecting: arguments).children.compactMap { argument in
        Mirror(reflecting: argument.value).descendant("value").map { String(describing: $0) }
    }
    return values.isEmpty ? [String(reflecting: testCase)] : values
}
#endif
