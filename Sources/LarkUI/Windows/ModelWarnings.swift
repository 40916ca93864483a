import LarkRuntime

/// How the model's warnings reach the running test.
///
/// The model refuses what UIKit refuses with only a console log (presenting from a controller
/// whose view is not in a window, pushing a controller twice, an unregistered reuse
/// identifier, ...). Each refusal is kept in `Application.warnings` and reported: in a Swift
/// Testing test as a warning-severity issue, under XCTest and outside tests printed to standard
/// error. Teams that want such code to fail its tests make the warnings failures, for the
/// process, for a scope, or (with `import Lark`) for a Swift Testing test or suite with the
/// `.modelWarningsAreFailures` trait. A test that does what UIKit refuses on purpose wraps it in
/// `capture`, which collects the warnings for the test to assert instead of reporting them.
public enum ModelWarnings {
    private static let processDefault = Locked(false)

    @TaskLocal private static var scoped: Bool?

    /// The innermost `capture` under way in this task, if any.
    @TaskLocal private static var capturing: Locked<[String]>?

    /// Whether warnings fail the running test (false by default). Assigning sets the
    /// process-wide default; a `withFailures` scope takes precedence over it.
    public static var areFailures: Bool {
        get { scoped ?? processDefault.current }
        set { processDefault.withLock { $0 = newValue } }
    }

    /// Runs `operation` with warnings as failures (or not) for it and the tasks it starts.
    @discardableResult
    public static func withFailures<R>(_ areFailures: Bool = true, operation: () throws -> R) rethrows -> R {
        try $scoped.withValue(areFailures, operation: operation)
    }

    /// Runs the async `operation` with warnings as failures (or not) for it and its tasks.
    @discardableResult
    public static func withFailures<R>(
        _ areFailures: Bool = true, isolation: isolated (any Actor)? = #isolation, operation: () async throws -> R
    ) async rethrows -> R {
        try await $scoped.withValue(areFailures, operation: operation)
    }

    /// Runs `operation` and returns the warnings raised meanwhile, oldest first, without
    /// reporting them to the running test or printing them, whatever `areFailures` says (they
    /// are still kept in `Application.warnings`). For a test that does what UIKit refuses on
    /// purpose: it asserts the warnings instead of leaving them in the test report.
    ///
    /// ```swift
    /// let warnings = ModelWarnings.capture { detached.present(modal, animated: false) }
    /// #expect(warnings == ["Attempt to present <ViewController> on <ViewController> whose view is not in the window hierarchy!"])
    /// ```
    ///
    /// The capture is task-local: it covers the tasks `operation` starts (detached ones
    /// excepted) and nothing that runs in parallel (other tests see their own warnings). In nested captures the innermost takes
    /// the warnings.
    public static func capture(_ operation: () throws -> Void) rethrows -> [String] {
        let captured = Locked<[String]>([])
        try $capturing.withValue(captured, operation: operation)
        return captured.current
    }

    /// Runs the async `operation` and returns the warnings raised meanwhile, as `capture(_:)`.
    public static func capture(
        isolation: isolated (any Actor)? = #isolation, _ operation: () async throws -> Void
    ) async rethrows -> [String] {
        let captured = Locked<[String]>([])
        try await $capturing.withValue(captured, operation: operation)
        return captured.current
    }

    /// Hands `message` to the capture under way, if any; returns whether one took it.
    static func captured(_ message: String) -> Bool {
        guard let capturing else { return false }
        capturing.withLock { $0.append(message) }
        return true
    }
}
