// A code block of README.md, verbatim: ReadmeCodeTests fails if the two drift apart, and this
// file compiling (and, for tests, passing) is what proves the README's code works.

import Lark

@MainActor
func tapSaveIfPossible(_ save: Button) -> String? {
    do {
        try save.tap()
        return nil
    } catch {
        // `error` is a `Fleet.ButtonError`: typed throws, no cast needed.
        return "\(error.kind): \(error.message)"
    }
}
