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

    /// The case's liveness, for `PerTestCase` (nil when unknown).
    package var liveness: TestCaseLiveness?

    /// The case to key per-case state by.
    package var testCase: TestCaseIdentity { TestCaseIdentity(key: caseKey, liveness: liveness) }

    /// A name from its parts (LarkSnapshots' tests build names for the file-name rules).
    package init(test: String, arguments: [String]?, caseKey: String, identity: String?, liveness: TestCaseLiveness? = nil) {
        self.test = test
        self.arguments = arguments
        self.caseKey = caseKey
        self.identity = identity
        self.liveness = liveness
    }

    /// Equal parts and the same case (`TestCaseIdentity`'s equality).
    package static func == (lhs: RunningTestName, rhs: RunningTestName) -> Bool {
        lhs.test == rhs.test && lhs.arguments == rhs.arguments && lhs.identity == rhs.identity && lhs.testCase == rhs.testCase
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
        current(TestContext.current(withArgumentTexts: true), function: function)
    }

    /// The name of `test` (see `current(function:)`).
    package static func current(_ test: CurrentTest, function: String) -> Result<RunningTestName, Missing> {
        guard let framework = test.framework, let testCase = test.testCase else { return .failure(.noTest) }
        switch framework {
        case .swiftTesting:
            let name = test.name.flatMap(suiteQualifiedName(testID:)) ?? test.functionName ?? test.name ?? testCase.key
            // The case key tells apart cases whose arguments read alike, which share a file name.
            return .success(RunningTestName(
                test: name, arguments: test.argumentTexts, caseKey: testCase.key, identity: testCase.key,
                liveness: testCase.liveness))
        case .xcTest:
            if let running = test.name {
                // XCTest on Linux names a case `Class.method`; the method alone matches
                // `#function` below, so a name never depends on when Lark began following XCTest.
                let method: String = running.split(separator: ".").last.map { String($0) } ?? running
                return .success(RunningTestName(
                    test: method, arguments: nil, caseKey: testCase.key, identity: running, liveness: testCase.liveness))
            }
            // Registered during this test case: XCTest offers no public way to ask for the
            // running case, but a test method's `#function` is its name (XCTest runs only
            // `test...` methods).
            let method = function.hasSuffix("()") ? String(function.dropLast(2)) : function
            guard method.hasPrefix("test"), !method.contains("(") else { return .failure(.xcTestNameUnknown(function: function)) }
            return .success(RunningTestName(
                test: method, arguments: nil, caseKey: testCase.key, identity: nil, liveness: testCase.liveness))
        }
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
