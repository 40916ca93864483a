// A code block of docs/polling.md, verbatim: ReadmeCodeTests fails if they drift apart,
// and this file compiling (and, for tests, passing) proves that code works.

import LarkExpect
import Testing

@Suite(.pollingDefaults(timeout: .seconds(3)))
struct SlowServiceTests {
    @Test(.pollingDefaults(pollInterval: .milliseconds(50)))
    func reportsReady() async {
        #expect(PollingDefaults.timeout == .seconds(3))
        await PollingDefaults.withValues(timeout: .milliseconds(200)) {
            await expect { "ready" }.toEventually(equal("ready"))
        }
    }
}
