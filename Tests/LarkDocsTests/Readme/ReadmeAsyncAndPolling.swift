// A code block of docs/polling.md, verbatim: ReadmeCodeTests fails if they drift apart,
// and this file compiling (and, for tests, passing) proves that code works.

import LarkExpect
import Testing

actor Inbox {
    private(set) var count = 0
    func receive() { count += 1 }
}

@Test @MainActor func inboxFillsUp() async {
    let inbox = Inbox()
    Task { await inbox.receive() }
    await expect { await inbox.count }.toEventually(equal(1), timeout: .seconds(2))
    await waitUntil(timeout: .seconds(1)) { done in done() }
}
