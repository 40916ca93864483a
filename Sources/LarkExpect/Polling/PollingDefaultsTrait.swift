#if canImport(Testing)
import Testing

/// A Swift Testing trait that sets `PollingDefaults` for one test, or for every test of a
/// suite, without touching the process-wide defaults that parallel tests share.
///
/// ```swift
/// @Suite(.pollingDefaults(timeout: .seconds(3), pollInterval: .milliseconds(50)))
/// struct SlowServiceTests { ... }
/// ```
public struct PollingDefaultsTrait: TestTrait, SuiteTrait, TestScoping {
    /// The timeout to use, or nil to keep the enclosing one.
    public let timeout: Duration?
    /// The interval to use, or nil to keep the enclosing one.
    public let pollInterval: Duration?

    /// Applies to every test inside a suite it is attached to.
    public var isRecursive: Bool { true }

    /// Runs the test (or suite) with these defaults.
    @concurrent public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @concurrent @Sendable () async throws -> Void
    ) async throws {
        try await PollingDefaults.withValues(timeout: timeout, pollInterval: pollInterval) {
            try await function()
        }
    }
}

extension Trait where Self == PollingDefaultsTrait {
    /// Polling defaults for this test or suite: `@Test(.pollingDefaults(timeout: .seconds(3)))`.
    public static func pollingDefaults(timeout: Duration? = nil, pollInterval: Duration? = nil) -> Self {
        PollingDefaultsTrait(timeout: timeout, pollInterval: pollInterval)
    }
}
#endif
