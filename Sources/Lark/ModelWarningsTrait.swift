#if canImport(Testing)
import LarkUI
import Testing

/// A Swift Testing trait that makes the view-tree model's warnings (refused presentations,
/// pushes, unknown reuse identifiers, ...) fail the test, or every test of a suite, instead of
/// being recorded as warnings. See `ModelWarnings`.
///
/// ```swift
/// @Suite(.modelWarningsAreFailures) @MainActor struct CheckoutFlowTests { ... }
/// ```
public struct ModelWarningsTrait: TestTrait, SuiteTrait, TestScoping {
    /// Whether warnings are failures inside the test or suite.
    public let areFailures: Bool

    /// Applies to every test inside a suite it is attached to.
    public var isRecursive: Bool { true }

    /// Runs the test (or suite) with this setting.
    @concurrent public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @concurrent @Sendable () async throws -> Void
    ) async throws {
        try await ModelWarnings.withFailures(areFailures) { try await function() }
    }
}

extension Trait where Self == ModelWarningsTrait {
    /// The model's warnings fail this test or suite.
    public static var modelWarningsAreFailures: Self { ModelWarningsTrait(areFailures: true) }

    /// The model's warnings are recorded as warnings in this test or suite, whatever the
    /// process-wide `ModelWarnings.areFailures` says.
    public static var modelWarningsAreWarnings: Self { ModelWarningsTrait(areFailures: false) }
}
#endif
