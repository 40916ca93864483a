// A code block of README.md, verbatim: ReadmeCodeTests fails if the two drift apart, and this
// file compiling (and, for tests, passing) is what proves the README's code works.

import Lark
import Testing

@Test(.modelWarningsAreFailures) @MainActor func presentsOnlyFromAScreenOnDisplay() {
    let screen = ViewController()
    Fleet.setAsAppWindowRoot(screen)
    screen.present(ViewController(), animated: false)   // a refusal here would fail the test
    #expect(screen.presentedViewController != nil)
}
