// A code block of README.md, verbatim: ReadmeCodeTests fails if the two drift apart, and this
// file compiling (and, for tests, passing) is what proves the README's code works.

import LarkExpect
import Testing

@Test func totalUsingSwiftTestingMacros() throws {
    let total = 42
    #expect(satisfies(total, equal(42)))
    try #require(doesNotSatisfy(total, beLessThan(0)))
}
