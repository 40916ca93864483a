/// Values kept per running test case, with one value for code that runs outside any test: the
/// one store behind the per-test application (LarkUI), the handlers assigned to
/// `NimbleAssertionHandler` (LarkExpect) and the snapshot counters (LarkSnapshots).
///
/// It owns the policy those clients share: lookup by the case's key; the same-case check (an
/// entry left by an earlier run of a case with the same key is not this case's); sweeping the
/// entries of cases that have ended (Swift Testing's parameterized cases, XCTest's cases); and,
/// since an XCTest case's key is its generation, XCTest's generations too. It is a value:
/// each client keeps it where its own isolation protects it (the main actor, a `Locked`).
package struct PerTestCase<Value> {
    fileprivate struct Entry {
        var value: Value
        /// Nil when the end of the case cannot be observed (non-parameterized Swift Testing tests).
        let liveness: TestCaseLiveness?

        /// An entry under the case's key is the case's own unless it belongs to an earlier run of
        /// a case with the same key (a repetition) or the case has ended.
        func belongs(to testCase: TestCaseIdentity) -> Bool {
            guard let mine = liveness else { return true }
            guard let theirs = testCase.liveness else { return mine.isRunning }
            return mine.isSameCase(as: theirs)
        }
    }

    private var entries: [String: Entry] = [:]
    /// The size of `entries` after the last sweep; `set` sweeps again when it has doubled, so
    /// sweeping costs amortised constant time per new case.
    private var sizeAfterSweep = 0

    /// The value for code that runs outside any test (or where the test is unknown).
    package var outsideTests: Value?

    /// An empty store.
    package init() {}

    /// The value kept for `testCase` (nil: outside tests), or nil when there is none.
    package func value(for testCase: TestCaseIdentity?) -> Value? {
        guard let testCase else { return outsideTests }
        guard let entry = entries[testCase.key], entry.belongs(to: testCase) else { return nil }
        return entry.value
    }

    /// Keeps `value` for `testCase` (nil: outside tests); nil removes what was kept.
    package mutating func set(_ value: Value?, for testCase: TestCaseIdentity?) {
        guard let testCase else {
            outsideTests = value
            return
        }
        guard let value else {
            entries[testCase.key] = nil
            return
        }
        if entries.count >= max(64, 2 * sizeAfterSweep) { sweep() }
        entries[testCase.key] = Entry(value: value, liveness: testCase.liveness)
    }

    /// Runs `body` on the value kept for `testCase`, first keeping `initial()` when there is none.
    package mutating func update<Result>(
        for testCase: TestCaseIdentity?, initial: () -> Value, _ body: (inout Value) throws -> Result
    ) rethrows -> Result {
        var value = self.value(for: testCase) ?? initial()
        defer { set(value, for: testCase) }
        return try body(&value)
    }

    /// Drops the values of test cases known to have ended; returns whether any was dropped.
    @discardableResult
    package mutating func sweep() -> Bool {
        // Most sweeps find nothing ended: look before building a new dictionary.
        guard entries.values.contains(where: { $0.liveness?.isRunning == false }) else {
            sizeAfterSweep = entries.count
            return false
        }
        let before = entries.count
        entries = entries.filter { $0.value.liveness?.isRunning ?? true }
        sizeAfterSweep = entries.count
        return entries.count != before
    }

    /// How many test cases have a value (ended ones included until swept).
    package var testCaseCount: Int { entries.count }

    /// How many values are held, the one outside tests included.
    package var count: Int { entries.count + (outsideTests == nil ? 0 : 1) }

    /// Every value held, the one outside tests included.
    package var values: [Value] { entries.values.map(\.value) + (outsideTests.map { [$0] } ?? []) }
}

extension PerTestCase: Sendable where Value: Sendable {}
extension PerTestCase.Entry: Sendable where Value: Sendable {}
