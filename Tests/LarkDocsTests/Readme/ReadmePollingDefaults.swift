// A code block of README.md, verbatim: ReadmeCodeTests fails if the two drift apart, and this
// file compiling (and, for tests, passing) is what proves the README's code works.

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
