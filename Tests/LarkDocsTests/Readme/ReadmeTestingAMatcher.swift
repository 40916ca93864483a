// A code block of README.md, verbatim: ReadmeCodeTests fails if the two drift apart, and this
// file compiling (and, for tests, passing) is what proves the README's code works.

import LarkExpect
import Testing

@Test func beEvenExplainsItself() {
    let failures = gatherFailingExpectations(silently: true) { expect(3).to(beEven()) }
    #expect(failures.map(\.message.stringValue) == ["expected to be even, got <3>"])
}
