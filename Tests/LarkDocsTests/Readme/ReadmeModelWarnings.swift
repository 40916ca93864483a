// Code blocks of docs/ui-model.md, verbatim: ReadmeCodeTests fails if they drift apart,
// and this file compiling (and, for tests, passing) proves that code works.

import Lark
import Testing

@Test(.modelWarningsAreFailures) @MainActor func presentsOnlyFromAScreenOnDisplay() {
    let screen = ViewController()
    Fleet.setAsAppWindowRoot(screen)
    screen.present(ViewController(), animated: false)   // a refusal here would fail the test
    #expect(screen.presentedViewController != nil)
}

@Test @MainActor func presentingFromAScreenOffDisplayIsRefused() {
    let offDisplay = ViewController()
    offDisplay.loadViewIfNeeded()
    let warnings = ModelWarnings.capture {
        offDisplay.present(ViewController(), animated: false)
    }
    #expect(offDisplay.presentedViewController == nil)
    #expect(warnings == ["Attempt to present <ViewController> on <ViewController> whose view is not in the window hierarchy!"])
}
