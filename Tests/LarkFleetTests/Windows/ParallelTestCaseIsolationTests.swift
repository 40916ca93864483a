import Lark
import Testing

/// Issue 14, item 1: the cases of one parameterized test run in parallel and interleave at every
/// `await`; each must see its own application, key window and top view controller, in its own
/// task and in the tasks it starts.
@Suite("Each parameterized test case has its own application")
struct ParallelTestCaseIsolationTests {
    @Test(arguments: 0..<300)
    @MainActor
    func eachCaseSeesItsOwnTopmostController(n: Int) async throws {
        let mine = ViewController()
        mine.title = "case \(n)"
        Fleet.setAsAppRootWindow(mine)
        await Task.yield()
        #expect(Fleet.getApplicationScreen()?.topmostViewController === mine)

        // An unstructured task and a child task inherit the case, so they see its application.
        let fromTask = await Task { @MainActor in Fleet.getApplicationScreen()?.topmostViewController?.title }.value
        #expect(fromTask == "case \(n)")
        async let fromChild: String? = { @MainActor in
            await Task.yield()
            return Fleet.getApplicationScreen()?.topmostViewController?.title
        }()
        #expect(await fromChild == "case \(n)")

        await Task.yield()
        #expect(Application.shared.keyWindow?.rootViewController === mine)
        #expect(Application.shared.windows.count == 1)
    }

    @Test(arguments: Array(repeating: "same", count: 50))
    @MainActor
    func casesWithEqualArgumentsAreStillDistinct(argument: String) async throws {
        let mine = ViewController()
        Fleet.setAsAppRootWindow(mine)
        try await Task.sleep(for: .milliseconds(1))
        #expect(Fleet.getApplicationScreen()?.topmostViewController === mine)
        #expect(Application.shared.windows.count == 1)
    }

    @Test(arguments: 0..<100)
    @MainActor
    func warningsAndStoryboardsStayInTheirCase(n: Int) async throws {
        let captured = await ModelWarnings.capture {
            Application.shared.recordWarning("case \(n)")
            await Task.yield()
        }
        #expect(captured == ["case \(n)"], "a capture takes only its own case's warnings")
        #expect(Application.shared.warnings == ["case \(n)"])
    }
}
