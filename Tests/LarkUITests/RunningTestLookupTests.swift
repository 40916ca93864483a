import LarkRuntime
import LarkTestContext
import LarkUI
import Testing

/// The model links no test framework and finds the test layer's answers by name; per-case
/// applications rely on what Lark reads of Swift Testing's parameterized `Test.Case`. Both
/// depend on names and layouts outside the public API, so these tests fail loudly, naming the
/// toolchain, when either drifts.
@Suite struct RunningTestLookupTests {
    private static var toolchain: String {
        #if swift(>=6.4)
        "Swift 6.4 or later"
        #elseif swift(>=6.3)
        "Swift 6.3"
        #else
        "Swift before 6.3"
        #endif
    }

    @Test func theModelFindsTheTestLayersAnswers() {
        #expect(_mangledTypeName(TestFrameworkAnswers.self) == RunningTest.answersTypeName,
                "RunningTest.answersTypeName no longer names TestFrameworkAnswers (\(Self.toolchain))")
        #expect(RunningTest.answers != nil,
                "the model cannot find LarkTestContext's answers under \(Self.toolchain): per-test applications and model warnings are lost")
        #expect(RunningTest.current.testCase != nil)
        #expect(RunningTest.current.framework == .swiftTesting)
    }

    private static let seenKeys = Locked<[Int: String]>([:])

    @Test(arguments: [1, 2, 2])
    func parameterizedCasesAreToldApartAndEnd(argument: Int) {
        let testCase = RunningTest.current.testCase
        #expect(testCase?.liveness?.isRunning == true,
                "Swift Testing's Test.Case layout changed under \(Self.toolchain): a parameterized case's end cannot be seen, so its application is kept until the process ends")
        let key = testCase?.key ?? ""
        #expect(key.contains("#"), "Swift Testing's Test.Case layout changed under \(Self.toolchain): cases are keyed by their whole description")
        let others = Self.seenKeys.withLock { seen in
            defer { seen[seen.count] = key }
            return Array(seen.values)
        }
        #expect(!others.contains(key), "two cases (\(Self.toolchain)) share the key \(key)")
    }
}
