import Lark
import LarkTestContext
import Testing
import XCTest

/// Many parameterized cases at once, interleaving at every `await`, through every client of the
/// one per-test-case store (`PerTestCase`): the application, an assigned `NimbleAssertionHandler`,
/// snapshot counters, and the store itself. Each case must see only its own state.
@Suite("Parallel cases through the per-test-case store")
struct TestContextStressTests {
    /// The keys of the cases running now: two running cases never share one.
    private static let running = Locked<Set<String>>([])
    /// A store used directly, as a client would.
    private static let store = Locked(PerTestCase<Int>())

    @Test(arguments: Array(0..<200) + Array(repeating: 7, count: 40))
    @MainActor
    func eachCaseKeepsItsOwnState(n: Int) async throws {
        let testCase = try #require(TestContext.current().testCase)
        #expect(testCase.liveness?.isRunning == true)
        #expect(Self.running.withLock { $0.insert(testCase.key).inserted }, "two running cases share \(testCase.key)")
        defer { _ = Self.running.withLock { $0.remove(testCase.key) } }

        Self.store.withLock { $0.set(n, for: testCase) }
        let window = Window()
        window.makeKeyAndVisible()
        let recorder = AssertionRecorder()
        NimbleAssertionHandler = recorder
        await Task.yield()

        expect(n).to(equal(-1))
        await Task { () -> Void in expect(n).to(equal(-2)) }.value
        let snapshots = withSnapshotFolder { folder in
            _ = failures {
                expect("one \(n)").to(matchSnapshot())
                expect("two \(n)").to(matchSnapshot())
            }
            return folder.files()
        }
        await Task.yield()

        #expect(Self.store.withLock { $0.value(for: TestContext.current().testCase) } == n)
        #expect(Application.shared.keyWindow === window)
        #expect(Application.shared.windows.count == 1)
        #expect(recorder.assertions.map(\.message.stringValue) == [
            "expected to equal <-1>, got <\(n)>", "expected to equal <-2>, got <\(n)>",
        ])
        #expect(snapshots.count == 2 && snapshots.allSatisfy { $0.hasSuffix(".1.txt") || $0.hasSuffix(".2.txt") }, "\(snapshots)")
        NimbleAssertionHandler = TestFrameworkAssertionHandler()
        #expect(!AssignedHandlers.holds(recorder))
    }
}

/// XCTest's cases are the store's cases too (keyed by XCTest's generation): each test method
/// starts with a fresh application, and the key changes from one method to the next.
@MainActor
final class TestContextXCTests: XCTestCase {
    private static let keys = Locked<[String]>([])

    private func checkAFreshCase() {
        XCTAssertEqual(Application.shared.windows.count, 0, "a window from another test case leaked")
        Window().makeKeyAndVisible()
        let current = TestContext.current()
        XCTAssertEqual(current.framework, .xcTest)
        let key = current.testCase?.key ?? ""
        XCTAssertFalse(Self.keys.withLock { keys in defer { keys.append(key) }; return keys.contains(key) })
        XCTAssertEqual(current.testCase?.liveness?.isRunning, true)
    }

    func testFirstCase() async { checkAFreshCase() }
    func testSecondCase() async { checkAFreshCase() }
    func testThirdCase() async { checkAFreshCase() }
}
