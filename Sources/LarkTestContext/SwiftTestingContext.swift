#if canImport(Testing)
import Testing
#endif

/// The running Swift Testing test and test case. Swift Testing's `Test.current` and
/// `Test.Case.current` are task-local, so they are known in the test's task and every task it
/// starts (child tasks and `Task { }`), but not in `Task.detached` or on Dispatch threads.
/// Compiles to "no test" where Swift Testing is unavailable.
package enum SwiftTestingContext {
    /// Whether the current task runs inside a Swift Testing test.
    package static var isRunningTest: Bool {
        #if canImport(Testing)
        Test.current != nil
        #else
        false
        #endif
    }

    /// The test case the current task runs in, or nil outside Swift Testing tests. Each case of
    /// a parameterized test is a different case (the cases of one test share `Test.current`).
    package static var currentTestCase: TestCaseIdentity? {
        #if canImport(Testing)
        guard let test = Test.current else { return nil }
        let testCase = Test.Case.current
        guard let testCase, testCase.isParameterized else {
            return TestCaseIdentity(key: "\(test.id)", liveness: nil)
        }
        let parts = ParameterizedCaseParts(testCase)
        return TestCaseIdentity(key: "\(test.id)|\(parts.key)", liveness: parts.liveness)
        #else
        return nil
        #endif
    }
}

#if canImport(Testing)
/// What Lark reads from a parameterized `Test.Case`. Swift Testing keeps a case's argument IDs
/// and discriminator behind SPI, so they are read by reflection; should the layout ever change,
/// the whole case's reflected text is the key (still distinct per case) and there is no
/// liveness (the application then lives until the process ends, as for non-parameterized tests).
private struct ParameterizedCaseParts {
    var key: String
    var liveness: TestCaseLiveness?

    init(_ testCase: Test.Case) {
        let kind = Mirror(reflecting: testCase).descendant("_kind")
        let payload = kind.flatMap { Mirror(reflecting: $0).children.first?.value }
        let arguments = payload.flatMap { Mirror(reflecting: $0).descendant("arguments") }
        let discriminator = payload.flatMap { Mirror(reflecting: $0).descendant("discriminator") } as? Int
        guard let arguments, let discriminator else {
            key = String(reflecting: testCase)
            liveness = nil
            return
        }
        let ids = Mirror(reflecting: arguments).children.map { argument in
            (Mirror(reflecting: argument.value).descendant("id", "bytes") as? [UInt8]).map { $0.map(String.init).joined(separator: ".") }
                ?? String(reflecting: argument.value)
        }
        key = ids.joined(separator: ",") + "#\(discriminator)"
        liveness = TestCaseLiveness(token: arrayStorage(of: arguments))
    }
}

/// The heap object holding the elements of a native Swift array (nil for anything else).
private func arrayStorage(of value: Any) -> AnyObject? {
    func open<T>(_ value: T) -> AnyObject? {
        // Safety: the checks below ensure `T` is a non-empty native `Array`, whose one stored
        // property is a strong reference to its storage (see docs/architecture.md#test-context).
        guard String(reflecting: T.self).hasPrefix("Swift.Array<"),
              MemoryLayout<T>.size == MemoryLayout<AnyObject>.size,
              Mirror(reflecting: value).children.count > 0 else { return nil }
        return unsafeBitCast(value, to: AnyObject.self)
    }
    return open(value)
}
#endif
