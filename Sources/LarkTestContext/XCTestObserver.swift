import Foundation
#if canImport(XCTest)
import XCTest
#endif

/// What XCTest is doing, as seen by the one observer Lark registers with XCTest. `TestContext`
/// reads it: `state` says whether a report can go to XCTest, and `finishedTestCases` is the
/// generation that keys and ends an XCTest case's per-test state (`PerTestCase`).
///
/// The observer is registered the first time `shared` is touched (by the engine, on the first
/// failure or assigned handler, never on the passing path; by the model, on the first
/// `Application.shared` outside a Swift Testing test). Until it has seen a test start or finish, `state` is `.unknown`.
package final class XCTestObserver: Sendable {
    /// Whether XCTest is running a test case.
    package enum State: Sendable {
        /// No test case has started or finished since the observer was registered.
        case unknown
        /// A test case has started and not yet finished.
        case running
        /// The last test case finished and the next has not started.
        case idle
    }

    /// The observer, registered with XCTest on first use (a no-op where XCTest is unavailable).
    package static let shared: XCTestObserver = {
        let observer = XCTestObserver()
        observer.register()
        return observer
    }()

    // Locked because XCTest's observer callbacks make no isolation promise.
    private let tracked = Locked((state: State.unknown, finished: 0, name: String?.none))

    private init() {}

    /// Whether XCTest is running a test case right now (see `State`).
    package var state: State { tracked.current.state }

    /// How many XCTest test cases have finished since the observer was registered: a generation
    /// counter that changes whenever a test case ends.
    package var finishedTestCases: Int { tracked.current.finished }

    /// `state`, `finishedTestCases` and the running case's name, read together.
    package var progress: (state: State, finished: Int, name: String?) { tracked.current }

    /// The running test case as the observer saw it start: XCTest's `name` (on Linux
    /// `Class.method`) and the `finishedTestCases` generation it runs in. Nil when no test case
    /// is running, or when the observer was registered after the running one started.
    package var runningTestCase: (name: String, generation: Int)? {
        let current = tracked.current
        guard current.state == .running, let name = current.name else { return nil }
        return (name, current.finished)
    }

    fileprivate func testCaseStarted(name: String) {
        tracked.withLock { $0.state = .running; $0.name = name }
    }

    fileprivate func testCaseFinished() {
        tracked.withLock { $0 = (state: .idle, finished: $0.finished + 1, name: nil) }
    }

    private func register() {
        #if canImport(XCTest)
        let bridge = XCTestObservationBridge(observer: self)
        // XCTest's observation center is only touched from its own (main) thread.
        if Thread.isMainThread {
            MainActor.assumeIsolated { XCTestObservationCenter.shared.addTestObserver(bridge) }
        } else {
            DispatchQueue.main.async { XCTestObservationCenter.shared.addTestObserver(bridge) }
        }
        #endif
    }
}

#if canImport(XCTest)
/// Forwards XCTest's callbacks to the observer.
private final class XCTestObservationBridge: XCTestObservation, Sendable {
    let observer: XCTestObserver

    init(observer: XCTestObserver) {
        self.observer = observer
    }

    func testCaseWillStart(_ testCase: XCTestCase) {
        observer.testCaseStarted(name: testCase.name)
    }

    func testCaseDidFinish(_ testCase: XCTestCase) {
        observer.testCaseFinished()
    }
}
#endif
