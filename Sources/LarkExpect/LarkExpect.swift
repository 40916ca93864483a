// LarkExpect: the expectation engine.
//
// `expect(value).to(predicate)` evaluates a `Predicate` against a lazily evaluated
// `Expression` and reports failures to whichever test framework runs the current test
// (Swift Testing or XCTest), or to standard error outside of tests.
//
// One matcher shape: every matcher, built-in or a user's, is a `Predicate` (Core/Predicate.swift),
// a closure from `Expression` to `PredicateResult`. A passing expectation never builds a
// failure message: results carry their messages as autoclosures, and `Judgement` (the one
// place that applies a predicate) asks for the text only for a failure or a recorder.
//
// Inlining: nothing is `@_transparent`, so an expectation in a test file compiles to a few
// plain calls. The passing path of the common checks (`expect(value)`, `to`/`toNot`, `Predicate`,
// `Expression`'s memo, `equal`, the ordering matchers, `contain`, `satisfyAllOf`/`&&`) is
// `@inlinable`: an optimised test build then specialises each check for its value's type, and an
// unoptimised one, which does not read inlinable bodies, compiles no slower (measurements:
// docs/performance-shortcuts.md). Failure messages stay behind non-inlinable calls.
