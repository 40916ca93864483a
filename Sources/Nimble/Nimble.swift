// The opt-in `Nimble` product: a module named `Nimble` that is Lark's engine, so a suite written
// for Nimble 14 switches by changing only its package dependency. `import Nimble` keeps working,
// and so do module-qualified names (`Nimble.Predicate<T>`, `Nimble.expect`): qualified lookup
// finds declarations of a re-exported module. See docs/nimble-compatibility.md.
@_exported import LarkExpect
