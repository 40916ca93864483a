// A code block of docs/helpers.md, verbatim: ReadmeCodeTests fails if they drift apart,
// and this file compiling (and, for tests, passing) proves that code works.

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
