import Foundation
import Synchronization
#if canImport(XCTest)
import XCTest
#endif

/// Talks to XCTest. XCTest on Linux has no public "current test case", so a small observer
/// tracks whether a test is running; it is installed on the first failure (never on the
/// passing path), and until it has seen a test start or finish the answer is "maybe".
enum XCTestReporter {
    /// False only when XCTest is known not to be running a test right now.
    static var mayBeRunningTest: Bool {
        guard TestProcess.current != .notATest else { return false }
        #if canImport(XCTest)
        return XCTestRunTracker.shared.state != .idle
        #else
        return false
        #endif
    }

    static func fail(_ text: String, at location: SourceLocation) {
        #if canImport(XCTest)
        XCTFail(text, file: location.filePath, line: location.line)
        #endif
    }
}

#if canImport(XCTest)
/// Observes XCTest so that failures between tests are not silently dropped.
final class XCTestRunTracker: XCTestObservation, Sendable {
    enum State: UInt8, AtomicRepresentable {
        case unknown, running, idle
    }

    static let shared: XCTestRunTracker = {
        let tracker = XCTestRunTracker()
        // XCTest's observation center is only touched from its own (main) thread.
        if Thread.isMainThread {
            MainActor.assumeIsolated { XCTestObservationCenter.shared.addTestObserver(tracker) }
        } else {
            DispatchQueue.main.async { XCTestObservationCenter.shared.addTestObserver(tracker) }
        }
        return tracker
    }()

    private let current = Atomic<State>(.unknown)

    var state: State { current.load(ordering: .acquiring) }

    func testCaseWillStart(_ testCase: XCTestCase) {
        current.store(.running, ordering: .releasing)
    }

    func testCaseDidFinish(_ testCase: XCTestCase) {
        current.store(.idle, ordering: .releasing)
    }
}
#endif
