import LarkRuntime

/// How the model's warnings reach the running test.
///
/// The model refuses what UIKit refuses with only a console log (presenting from a controller
/// whose view is not in a window, pushing a controller twice, an unregistered reuse
/// identifier, ...). Each refusal is kept in `Application.warnings` and reported: in a Swift
/// Testing test as a warning-severity issue, under XCTest and outside tests printed to standard
/// error. Teams that want such code to fail its tests make the warnings failures, for the
/// process, for a scope, or (with `import Lark`) for a Swift Testing test or suite with the
/// `.modelWarningsAreFailures` trait.
public enum ModelWarnings {
    private static let processDefault = Locked(false)

    @TaskLocal private static var scoped: Bool?

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
}
