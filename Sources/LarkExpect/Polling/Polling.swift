import Foundation

// The polling spellings. Each re-evaluates the expression at every poll. Synchronous forms
// block the calling thread (and are unavailable in async code); async forms await between polls.

extension SyncExpectation {
    /// Passes as soon as `predicate` matches, polling until `timeout`.
    /// Blocks the calling thread; on the main thread it keeps the run loop turning between polls.
    @available(*, noasync, message: "use `await expect(...).toEventually(...)` in async code")
    @discardableResult
    public func toEventually(_ predicate: Predicate<Value>, timeout: Duration = PollingDefaults.timeout, pollInterval: Duration = PollingDefaults.pollInterval, description: String? = nil) -> Self {
        pollBlocking(predicate, .toMatch, .eventually, timeout, pollInterval, description)
    }

    /// Passes as soon as `predicate` does not match, polling until `timeout`.
    /// Blocks the calling thread; on the main thread it keeps the run loop turning between polls.
    @available(*, noasync, message: "use `await expect(...).toEventuallyNot(...)` in async code")
    @discardableResult
    public func toEventuallyNot(_ predicate: Predicate<Value>, timeout: Duration = PollingDefaults.timeout, pollInterval: Duration = PollingDefaults.pollInterval, description: String? = nil) -> Self {
        pollBlocking(predicate, .toNotMatch, .eventually, timeout, pollInterval, description)
    }

    /// The same as `toEventuallyNot`.
    /// Blocks the calling thread; on the main thread it keeps the run loop turning between polls.
    @available(*, noasync, message: "use `await expect(...).toNotEventually(...)` in async code")
    @discardableResult
    public func toNotEventually(_ predicate: Predicate<Value>, timeout: Duration = PollingDefaults.timeout, pollInterval: Duration = PollingDefaults.pollInterval, description: String? = nil) -> Self {
        pollBlocking(predicate, .toNotMatch, .eventually, timeout, pollInterval, description)
    }

    /// Passes if `predicate` never matches during `until`; fails at the first match.
    /// Blocks the calling thread; on the main thread it keeps the run loop turning between polls.
    @available(*, noasync, message: "use `await expect(...).toNever(...)` in async code")
    @discardableResult
    public func toNever(_ predicate: Predicate<Value>, until: Duration = PollingDefaults.timeout, pollInterval: Duration = PollingDefaults.pollInterval, description: String? = nil) -> Self {
        pollBlocking(predicate, .toNotMatch, .continuously, until, pollInterval, description)
    }

    /// The same as `toNever`.
    /// Blocks the calling thread; on the main thread it keeps the run loop turning between polls.
    @available(*, noasync, message: "use `await expect(...).neverTo(...)` in async code")
    @discardableResult
    public func neverTo(_ predicate: Predicate<Value>, until: Duration = PollingDefaults.timeout, pollInterval: Duration = PollingDefaults.pollInterval, description: String? = nil) -> Self {
        pollBlocking(predicate, .toNotMatch, .continuously, until, pollInterval, description)
    }

    /// Passes if `predicate` matches at every poll during `until`; fails at the first mismatch.
    /// Blocks the calling thread; on the main thread it keeps the run loop turning between polls.
    @available(*, noasync, message: "use `await expect(...).toAlways(...)` in async code")
    @discardableResult
    public func toAlways(_ predicate: Predicate<Value>, until: Duration = PollingDefaults.timeout, pollInterval: Duration = PollingDefaults.pollInterval, description: String? = nil) -> Self {
        pollBlocking(predicate, .toMatch, .continuously, until, pollInterval, description)
    }

    /// The same as `toAlways`.
    /// Blocks the calling thread; on the main thread it keeps the run loop turning between polls.
    @available(*, noasync, message: "use `await expect(...).alwaysTo(...)` in async code")
    @discardableResult
    public func alwaysTo(_ predicate: Predicate<Value>, until: Duration = PollingDefaults.timeout, pollInterval: Duration = PollingDefaults.pollInterval, description: String? = nil) -> Self {
        pollBlocking(predicate, .toMatch, .continuously, until, pollInterval, description)
    }

    // The async forms below are disfavoured: an async closure polled with them must reach the
    // async form of `expect`/`require` instead (see "Choosing the form" in Expect.swift).

    /// Passes as soon as `predicate` matches, polling until `timeout`.
    /// Awaits between polls, so other tasks (including main-actor work) make progress.
    @_disfavoredOverload
    @discardableResult
    public func toEventually(_ predicate: Predicate<Value>, timeout: Duration = PollingDefaults.timeout, pollInterval: Duration = PollingDefaults.pollInterval, description: String? = nil) async -> Self {
        await pollAsync(predicate, .toMatch, .eventually, timeout, pollInterval, description)
    }

    /// Passes as soon as `predicate` matches, polling until `timeout`.
    @_disfavoredOverload
    @discardableResult
    public func toEventually(_ predicate: AsyncPredicate<Value>, timeout: Duration = PollingDefaults.timeout, pollInterval: Duration = PollingDefaults.pollInterval, description: String? = nil) async -> Self {
        await pollAsync(predicate, .toMatch, .eventually, timeout, pollInterval, description)
    }

    /// Passes as soon as `predicate` does not match, polling until `timeout`.
    /// Awaits between polls, so other tasks (including main-actor work) make progress.
    @_disfavoredOverload
    @discardableResult
    public func toEventuallyNot(_ predicate: Predicate<Value>, timeout: Duration = PollingDefaults.timeout, pollInterval: Duration = PollingDefaults.pollInterval, description: String? = nil) async -> Self {
        await pollAsync(predicate, .toNotMatch, .eventually, timeout, pollInterval, description)
    }

    /// Passes as soon as `predicate` does not match, polling until `timeout`.
    @_disfavoredOverload
    @discardableResult
    public func toEventuallyNot(_ predicate: AsyncPredicate<Value>, timeout: Duration = PollingDefaults.timeout, pollInterval: Duration = PollingDefaults.pollInterval, description: String? = nil) async -> Self {
        await pollAsync(predicate, .toNotMatch, .eventually, timeout, pollInterval, description)
    }

    /// The same as `toEventuallyNot`.
    /// Awaits between polls, so other tasks (including main-actor work) make progress.
    @_disfavoredOverload
    @discardableResult
    public func toNotEventually(_ predicate: Predicate<Value>, timeout: Duration = PollingDefaults.timeout, pollInterval: Duration = PollingDefaults.pollInterval, description: String? = nil) async -> Self {
        await pollAsync(predicate, .toNotMatch, .eventually, timeout, pollInterval, description)
    }

    /// The same as `toEventuallyNot`.
    @_disfavoredOverload
    @discardableResult
    public func toNotEventually(_ predicate: AsyncPredicate<Value>, timeout: Duration = PollingDefaults.timeout, pollInterval: Duration = PollingDefaults.pollInterval, description: String? = nil) async -> Self {
        await pollAsync(predicate, .toNotMatch, .eventually, timeout, pollInterval, description)
    }

    /// Passes if `predicate` never matches during `until`; fails at the first match.
    /// Awaits between polls, so other tasks (including main-actor work) make progress.
    @_disfavoredOverload
    @discardableResult
    public func toNever(_ predicate: Predicate<Value>, until: Duration = PollingDefaults.timeout, pollInterval: Duration = PollingDefaults.pollInterval, description: String? = nil) async -> Self {
        await pollAsync(predicate, .toNotMatch, .continuously, until, pollInterval, description)
    }

    /// Passes if `predicate` never matches during `until`; fails at the first match.
    @_disfavoredOverload
    @discardableResult
    public func toNever(_ predicate: AsyncPredicate<Value>, until: Duration = PollingDefaults.timeout, pollInterval: Duration = PollingDefaults.pollInterval, description: String? = nil) async -> Self {
        await pollAsync(predicate, .toNotMatch, .continuously, until, pollInterval, description)
    }

    /// The same as `toNever`.
    /// Awaits between polls, so other tasks (including main-actor work) make progress.
    @_disfavoredOverload
    @discardableResult
    public func neverTo(_ predicate: Predicate<Value>, until: Duration = PollingDefaults.timeout, pollInterval: Duration = PollingDefaults.pollInterval, description: String? = nil) async -> Self {
        await pollAsync(predicate, .toNotMatch, .continuously, until, pollInterval, description)
    }

    /// The same as `toNever`.
    @_disfavoredOverload
    @discardableResult
    public func neverTo(_ predicate: AsyncPredicate<Value>, until: Duration = PollingDefaults.timeout, pollInterval: Duration = PollingDefaults.pollInterval, description: String? = nil) async -> Self {
        await pollAsync(predicate, .toNotMatch, .continuously, until, pollInterval, description)
    }

    /// Passes if `predicate` matches at every poll during `until`; fails at the first mismatch.
    /// Awaits between polls, so other tasks (including main-actor work) make progress.
    @_disfavoredOverload
    @discardableResult
    public func toAlways(_ predicate: Predicate<Value>, until: Duration = PollingDefaults.timeout, pollInterval: Duration = PollingDefaults.pollInterval, description: String? = nil) async -> Self {
        await pollAsync(predicate, .toMatch, .continuously, until, pollInterval, description)
    }

    /// Passes if `predicate` matches at every poll during `until`; fails at the first mismatch.
    @_disfavoredOverload
    @discardableResult
    public func toAlways(_ predicate: AsyncPredicate<Value>, until: Duration = PollingDefaults.timeout, pollInterval: Duration = PollingDefaults.pollInterval, description: String? = nil) async -> Self {
        await pollAsync(predicate, .toMatch, .continuously, until, pollInterval, description)
    }

    /// The same as `toAlways`.
    /// Awaits between polls, so other tasks (including main-actor work) make progress.
    @_disfavoredOverload
    @discardableResult
    public func alwaysTo(_ predicate: Predicate<Value>, until: Duration = PollingDefaults.timeout, pollInterval: Duration = PollingDefaults.pollInterval, description: String? = nil) async -> Self {
        await pollAsync(predicate, .toMatch, .continuously, until, pollInterval, description)
    }

    /// The same as `toAlways`.
    @_disfavoredOverload
    @discardableResult
    public func alwaysTo(_ predicate: AsyncPredicate<Value>, until: Duration = PollingDefaults.timeout, pollInterval: Duration = PollingDefaults.pollInterval, description: String? = nil) async -> Self {
        await pollAsync(predicate, .toMatch, .continuously, until, pollInterval, description)
    }

    func pollBlocking(
        _ predicate: Predicate<Value>, _ style: ExpectationStyle, _ mode: PollMode,
        _ duration: Duration, _ interval: Duration, _ description: String?
    ) -> Self {
        settle(Poller.poll(predicate, expression, style, mode, duration, interval, description))
    }

    func pollAsync(
        _ predicate: some AsyncablePredicate<Value>, _ style: ExpectationStyle, _ mode: PollMode,
        _ duration: Duration, _ interval: Duration, _ description: String?
    ) async -> Self {
        // Each poll must run the closure again: the memo of `expression` would hand back its first value.
        settle(await Poller.poll(predicate, expression.withoutCaching().toAsyncExpression(), style, mode, duration, interval, description))
    }

    /// Reports a poll's verdict and returns the expectation with it applied.
    func settle(_ verdict: PollVerdict) -> Self {
        verdict.report(at: location)
        return SyncExpectation(expression: expression, status: status.applying(verdict.passed ? .passed : .failed))
    }
}

extension AsyncExpectation {
    /// Passes as soon as `predicate` matches, polling until `timeout`.
    @discardableResult
    public func toEventually(_ predicate: Predicate<Value>, timeout: Duration = PollingDefaults.timeout, pollInterval: Duration = PollingDefaults.pollInterval, description: String? = nil) async -> Self {
        await pollAsync(predicate, .toMatch, .eventually, timeout, pollInterval, description)
    }

    /// Passes as soon as `predicate` matches, polling until `timeout`.
    @discardableResult
    public func toEventually(_ predicate: AsyncPredicate<Value>, timeout: Duration = PollingDefaults.timeout, pollInterval: Duration = PollingDefaults.pollInterval, description: String? = nil) async -> Self {
        await pollAsync(predicate, .toMatch, .eventually, timeout, pollInterval, description)
    }

    /// Passes as soon as `predicate` does not match, polling until `timeout`.
    @discardableResult
    public func toEventuallyNot(_ predicate: Predicate<Value>, timeout: Duration = PollingDefaults.timeout, pollInterval: Duration = PollingDefaults.pollInterval, description: String? = nil) async -> Self {
        await pollAsync(predicate, .toNotMatch, .eventually, timeout, pollInterval, description)
    }

    /// Passes as soon as `predicate` does not match, polling until `timeout`.
    @discardableResult
    public func toEventuallyNot(_ predicate: AsyncPredicate<Value>, timeout: Duration = PollingDefaults.timeout, pollInterval: Duration = PollingDefaults.pollInterval, description: String? = nil) async -> Self {
        await pollAsync(predicate, .toNotMatch, .eventually, timeout, pollInterval, description)
    }

    /// The same as `toEventuallyNot`.
    @discardableResult
    public func toNotEventually(_ predicate: Predicate<Value>, timeout: Duration = PollingDefaults.timeout, pollInterval: Duration = PollingDefaults.pollInterval, description: String? = nil) async -> Self {
        await pollAsync(predicate, .toNotMatch, .eventually, timeout, pollInterval, description)
    }

    /// The same as `toEventuallyNot`.
    @discardableResult
    public func toNotEventually(_ predicate: AsyncPredicate<Value>, timeout: Duration = PollingDefaults.timeout, pollInterval: Duration = PollingDefaults.pollInterval, description: String? = nil) async -> Self {
        await pollAsync(predicate, .toNotMatch, .eventually, timeout, pollInterval, description)
    }

    /// Passes if `predicate` never matches during `until`; fails at the first match.
    @discardableResult
    public func toNever(_ predicate: Predicate<Value>, until: Duration = PollingDefaults.timeout, pollInterval: Duration = PollingDefaults.pollInterval, description: String? = nil) async -> Self {
        await pollAsync(predicate, .toNotMatch, .continuously, until, pollInterval, description)
    }

    /// Passes if `predicate` never matches during `until`; fails at the first match.
    @discardableResult
    public func toNever(_ predicate: AsyncPredicate<Value>, until: Duration = PollingDefaults.timeout, pollInterval: Duration = PollingDefaults.pollInterval, description: String? = nil) async -> Self {
        await pollAsync(predicate, .toNotMatch, .continuously, until, pollInterval, description)
    }

    /// The same as `toNever`.
    @discardableResult
    public func neverTo(_ predicate: Predicate<Value>, until: Duration = PollingDefaults.timeout, pollInterval: Duration = PollingDefaults.pollInterval, description: String? = nil) async -> Self {
        await pollAsync(predicate, .toNotMatch, .continuously, until, pollInterval, description)
    }

    /// The same as `toNever`.
    @discardableResult
    public func neverTo(_ predicate: AsyncPredicate<Value>, until: Duration = PollingDefaults.timeout, pollInterval: Duration = PollingDefaults.pollInterval, description: String? = nil) async -> Self {
        await pollAsync(predicate, .toNotMatch, .continuously, until, pollInterval, description)
    }

    /// Passes if `predicate` matches at every poll during `until`; fails at the first mismatch.
    @discardableResult
    public func toAlways(_ predicate: Predicate<Value>, until: Duration = PollingDefaults.timeout, pollInterval: Duration = PollingDefaults.pollInterval, description: String? = nil) async -> Self {
        await pollAsync(predicate, .toMatch, .continuously, until, pollInterval, description)
    }

    /// Passes if `predicate` matches at every poll during `until`; fails at the first mismatch.
    @discardableResult
    public func toAlways(_ predicate: AsyncPredicate<Value>, until: Duration = PollingDefaults.timeout, pollInterval: Duration = PollingDefaults.pollInterval, description: String? = nil) async -> Self {
        await pollAsync(predicate, .toMatch, .continuously, until, pollInterval, description)
    }

    /// The same as `toAlways`.
    @discardableResult
    public func alwaysTo(_ predicate: Predicate<Value>, until: Duration = PollingDefaults.timeout, pollInterval: Duration = PollingDefaults.pollInterval, description: String? = nil) async -> Self {
        await pollAsync(predicate, .toMatch, .continuously, until, pollInterval, description)
    }

    /// The same as `toAlways`.
    @discardableResult
    public func alwaysTo(_ predicate: AsyncPredicate<Value>, until: Duration = PollingDefaults.timeout, pollInterval: Duration = PollingDefaults.pollInterval, description: String? = nil) async -> Self {
        await pollAsync(predicate, .toMatch, .continuously, until, pollInterval, description)
    }

    func pollAsync(
        _ predicate: some AsyncablePredicate<Value>, _ style: ExpectationStyle, _ mode: PollMode,
        _ duration: Duration, _ interval: Duration, _ description: String?
    ) async -> Self {
        let verdict = await Poller.poll(predicate, expression, style, mode, duration, interval, description)
        verdict.report(at: location)
        return AsyncExpectation(expression: expression, status: status.applying(verdict.passed ? .passed : .failed))
    }
}
