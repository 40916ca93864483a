// A code block of docs/failure-messages.md, verbatim: ReadmeCodeTests fails if they drift apart,
// and this file compiling (and, for tests, passing) proves that code works.

import LarkExpect
import Testing

@Test func totalUsingSwiftTestingMacros() throws {
    let total = 42
    #expect(satisfies(total, equal(42)))
    try #require(doesNotSatisfy(total, beLessThan(0)))
}
