/// What a polling expectation waits for.
enum PollMode {
    /// Passes as soon as the style is satisfied once (`toEventually`, `toEventuallyNot`).
    case eventually
    /// Passes if the style stays satisfied for the whole duration (`toAlways`, `toNever`).
    case continuously

    func phrase(_ style: ExpectationStyle) -> String {
        switch (self, style) {
        case (.eventually, .toMatch): return "to eventually"
        case (.eventually, .toNotMatch): return "to eventually not"
        case (.continuously, .toMatch): return "to always"
        case (.continuously, .toNotMatch): return "to never"
        }
    }
}

/// The verdict of a poll: pass, or the failure message to report.
struct PollVerdict {
    let passed: Bool
    let message: FailureMessage?
    /// The value of the last poll, when it passed.
    var value: Any? = nil

    /// Reports the verdict of a polling expectation: its failure, or its pass to a recorder.
    func report(at location: SourceLocation) {
        if let message {
            currentAssertionHandler.assert(false, message: message, location: location)
        } else if assertionHandlerIsInstalled() {
            currentAssertionHandler.assert(true, message: FailureMessage(stringValue: ""), location: location)
        }
    }
}

/// One evaluation of a poll: judged, with its message rendered only if it is the final one.
struct PollStep {
    let passed: Bool
    /// The value this poll judged (type-erased), for requirements that return it.
    var value: Any? = nil
    /// The expression threw: `toEventually` stops at once, a throwing expression will not
    /// start passing by waiting.
    var threw = false
    /// How long this look waited for a thread on its way to the expression and back.
    var waited: Duration = .zero
    let render: () -> FailureMessage

    static func judge<V>(
        _ predicate: Predicate<V>, _ expression: Expression<V>, _ style: ExpectationStyle, to: String, description: String?
    ) -> PollStep {
        let subject = expression.withCaching()
        let judgement = Judgement(predicate, subject, style)
        let value = judgement.passed ? (try? subject.evaluate()).flatMap { $0 } : nil
        return PollStep(passed: judgement.passed, value: value, threw: judgement.threw) {
            FailureMessage(judgement, actual: subject.settledResult, to: to, description: description)
        }
    }

    static func judge<V>(
        _ predicate: some AsyncablePredicate<V>, _ expression: AsyncExpression<V>, _ style: ExpectationStyle, to: String,
        description: String?
    ) async -> PollStep {
        let subject = expression.withCaching()
        let judgement = await Judgement(predicate, subject, style)
        let actual = await subject.settledResult()
        let value = judgement.passed ? (try? actual.get()).flatMap { $0 } : nil
        let waited = expression.waits?.take() ?? .zero
        return PollStep(passed: judgement.passed, value: value, threw: judgement.threw, waited: waited) {
            FailureMessage(judgement, actual: { actual }, to: to, description: description)
        }
    }
}

/// The polling loop shared by the synchronous and asynchronous forms.
enum Poller {
    /// A blocking poll that timed out on a Swift concurrency thread (e.g. a synchronous Swift
    /// Testing test) held that thread the whole time, so tasks meant to produce the value may
    /// never have run: a line below the message says so, and what to write instead (below it, so
    /// that `stringValue` stays Nimble's text).
    static func timedOutWhileBlocking(_ message: FailureMessage) -> FailureMessage {
        guard withUnsafeCurrentTask(body: { $0 != nil }) else { return message }
        var hinted = FailureMessage(stringValue: message.stringValue, difference: message.difference + [blockingPollHint])
        hinted.attachments = message.attachments
        hinted.shownLine = message.shownLine
        return hinted
    }

    static let blockingPollHint = """
        This synchronous poll blocked a Swift concurrency thread until the timeout, so tasks that \
        should produce the value may not have run. In async code, poll with \
        `await expect { ... }.toEventually(...)`, which waits without blocking.
        """

    /// The verdict after one look, or nil to look again: the one place that decides when a poll
    /// passes, for the blocking and the awaiting loops alike. `eventually` passes at the first
    /// match and fails when the window ends (or at once if the expression threw);
    /// `continuously` fails at the first mismatch and passes when the window ends.
    static func verdict(after current: PollStep, mode: PollMode, windowHasEnded: Bool, blocking: Bool) -> PollVerdict? {
        switch mode {
        case .eventually:
            if current.passed { return PollVerdict(passed: true, message: nil, value: current.value) }
            if current.threw { return PollVerdict(passed: false, message: current.render()) }
            if windowHasEnded {
                return PollVerdict(passed: false, message: blocking ? timedOutWhileBlocking(current.render()) : current.render())
            }
        case .continuously:
            if !current.passed { return PollVerdict(passed: false, message: current.render()) }
            if windowHasEnded { return PollVerdict(passed: true, message: nil, value: current.value) }
        }
        return nil
    }

    /// Polls `predicate` against fresh evaluations of `expression`, blocking the thread between
    /// looks (the blocking forms of `expect` and `require`).
    static func poll<V>(
        _ predicate: Predicate<V>, _ expression: Expression<V>, _ style: ExpectationStyle, _ mode: PollMode,
        _ duration: Duration, _ interval: Duration, _ description: String?
    ) -> PollVerdict {
        let fresh = expression.withoutCaching()
        let to = mode.phrase(style)
        return poll(mode: mode, duration: duration, interval: interval, step: {
            PollStep.judge(predicate, fresh, style, to: to, description: description)
        }, wait: PollWaiter.wait(until:))
    }

    /// Polls `predicate` against fresh evaluations of `expression`, awaiting between looks
    /// (the async forms of `expect` and `require`).
    static func poll<V>(
        _ predicate: some AsyncablePredicate<V>, _ expression: AsyncExpression<V>, _ style: ExpectationStyle,
        _ mode: PollMode, _ duration: Duration, _ interval: Duration, _ description: String?
    ) async -> PollVerdict {
        let fresh = expression.withoutCaching()
        let to = mode.phrase(style)
        return await poll(mode: mode, duration: duration, interval: interval) {
            await PollStep.judge(predicate, fresh, style, to: to, description: description)
        }
    }

    static func poll(
        mode: PollMode, duration: Duration, interval: Duration, step: () -> PollStep, wait: (ContinuousClock.Instant) -> Void
    ) -> PollVerdict {
        let clock = ContinuousClock()
        var window = PollWindow(duration: duration, interval: interval)
        while true {
            let started = clock.now
            let current = step()
            if let verdict = verdict(after: current, mode: mode, windowHasEnded: window.hasEnded, blocking: true) {
                return verdict
            }
            window.wait(until: window.nextPoll(after: started), wait)
        }
    }

    static func poll(
        mode: PollMode, duration: Duration, interval: Duration, step: () async -> PollStep,
        sleep: (ContinuousClock.Instant) async -> Void = PollWindow.sleep(until:)
    ) async -> PollVerdict {
        let clock = ContinuousClock()
        var window = PollWindow(duration: duration, interval: interval)
        while true {
            let started = clock.now
            let current = await step()
            window.starved(for: current.waited)
            if let verdict = verdict(after: current, mode: mode, windowHasEnded: window.hasEnded, blocking: false) {
                return verdict
            }
            // Yields to other tasks (including main-actor work when called from the main actor).
            await window.wait(until: window.nextPoll(after: started), sleep)
        }
    }
}
