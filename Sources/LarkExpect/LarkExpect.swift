// LarkExpect: the expectation engine.
//
// `expect(value).to(predicate)` evaluates a `Predicate` against a lazily evaluated
// `Expression` and reports failures to whichever test framework runs the current test
// (Swift Testing or XCTest), or to standard error outside of tests.
//
// Hot-path rule: a passing expectation never builds a failure message. Predicates return
// their messages as thunks (`PredicateResult.message` is computed on demand), and the
// reporting code in `Adapters/` only runs for failures or while a recorder is installed.
// The generic entry points are `@inlinable` so that they specialise in the caller's module.
