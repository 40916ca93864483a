#if canImport(Testing)
import LarkUI
import Testing

/// A Swift Testing trait that gives each test case of a test, or of every test in a suite, an
/// `Application` of its own by scoping `Application.current`. Lark already does this by itself
/// (see `Application.shared`); the trait does it with Swift Testing's public scoping alone, for
/// teams that prefer no reliance on how Lark recognises parameterized cases. The application is
/// freed when the case ends.
///
/// ```swift
/// @Test(.isolatedApplication, arguments: ["a", "b"]) @MainActor func showsTheName(name: String) { ... }
/// ```
public struct IsolatedApplicationTrait: TestTrait, SuiteTrait, TestScoping {
    /// Applies to every test inside a suite it is attached to.
    public var isRecursive: Bool { true }

    /// Runs each test case inside `Application.$current.withValue` with a fresh application.
    @concurrent public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @concurrent @Sendable () async throws -> Void
    ) async throws {
        guard testCase != nil else { return try await function() }
        let application = await MainActor.run { Application() }
        try await Application.$current.withValue(application) { try await function() }
    }
}

extension Trait where Self == IsolatedApplicationTrait {
    /// Each test case gets an `Application` of its own, scoped with `Application.$current`.
    public static var isolatedApplication: Self { IsolatedApplicationTrait() }
}
#endif
