import LarkTestContext
import XCTest

/// `Locked`, the lock behind Lark's few process-wide values: no update is lost under
/// contention, and `withLock` hands back what its body returns or throws.
final class LockedTests: XCTestCase {
    func testConcurrentUpdatesAreNeverLost() async {
        let counter = Locked(0)
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<64 {
                group.addTask {
                    for _ in 0..<500 { counter.withLock { $0 += 1 } }
                }
            }
        }
        XCTAssertEqual(counter.current, 64 * 500)
    }

    func testUpdatesFromThreadsAreNeverLost() {
        let counter = Locked(0)
        DispatchQueue.concurrentPerform(iterations: 32) { _ in
            for _ in 0..<500 { counter.withLock { $0 += 1 } }
        }
        XCTAssertEqual(counter.current, 32 * 500)
    }

    func testWithLockReturnsAndRethrowsWhatItsBodyDoes() {
        struct Refused: Error {}
        let names = Locked(["a"])
        XCTAssertEqual(names.withLock { $0.append("b"); return $0.count }, 2)
        XCTAssertThrowsError(try names.withLock { _ in throw Refused() }) { XCTAssertTrue($0 is Refused) }
        // The lock is released after a throw: a later access does not deadlock.
        XCTAssertEqual(names.current, ["a", "b"])
    }
}
