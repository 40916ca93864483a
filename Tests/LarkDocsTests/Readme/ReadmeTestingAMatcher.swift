// A code block of docs/writing-matchers.md, verbatim: ReadmeCodeTests fails if they drift apart,
// and this file compiling (and, for tests, passing) proves that code works.

import LarkExpect
import Testing

@Test func beEvenExplainsItself() {
    let failures = gatherFailingExpectations(silently: true) { expect(3).to(beEven()) }
    #expect(failures.map(\.message.stringValue) == ["expected to be even, got <3>"])
}
