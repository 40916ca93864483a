import LarkTestContext

/// How long calls to a `@concurrent` closure spent waiting for a thread rather than running.
///
/// An async closure passed to `expect`, `require` or `pollUnwrap` keeps the isolation it was
/// written in, so calling it means hopping to the global executor (and, for an actor-isolated
/// closure, on to its actor) and back. When every pool thread is held by blocking work, a
/// hop can wait longer than a poll's whole timeout. That wait is starvation, not time the
/// expression spent running, and a poll must not spend its window on it (see `PollWindow`).
/// This records the two waits Lark can see: the hop out (from the call to the closure's start
/// on the pool) and the hop back (from its return to the caller's resumption).
final class ExecutorWaits: Sendable {
    private let state = Locked(State())

    private struct State {
        var waited: Duration = .zero
        /// When the current call was made (until the closure starts), then when the closure
        /// returned (until the caller resumes); nil otherwise.
        var mark: ContinuousClock.Instant?
    }

    /// A body that calls `expression` and adds its hops' waits to `waits`.
    static func timing<Value>(
        _ expression: @escaping @concurrent () async throws -> Value?
    ) -> (body: () async throws -> Value?, waits: ExecutorWaits) {
        let waits = ExecutorWaits()
        // Runs where `expression` is entered, on the global executor: the hop out ends here.
        let measured: @concurrent () async throws -> Value? = {
            waits.addWait(endingAt: .now, nextMark: nil)
            defer { waits.addWait(endingAt: nil, nextMark: .now) }
            return try await expression()
        }
        return ({
            waits.addWait(endingAt: nil, nextMark: .now)
            defer { waits.addWait(endingAt: .now, nextMark: nil) }
            return try await measured()
        }, waits)
    }

    /// Adds the time from the last mark to `end` (if both exist), then sets the mark.
    private func addWait(endingAt end: ContinuousClock.Instant?, nextMark: ContinuousClock.Instant?) {
        state.withLock { state in
            if let end, let mark = state.mark { state.waited += end - mark }
            state.mark = nextMark
        }
    }

    /// The waits recorded since the last call, and a fresh start.
    func take() -> Duration {
        state.withLock { state in
            defer { state.waited = .zero }
            return state.waited
        }
    }
}
