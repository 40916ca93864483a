// LarkExpect: the expectation engine.
//
// `expect(value).to(predicate)` evaluates a `Predicate` against a lazily evaluated
// `Expression` and reports failures to whichever test framework runs the current test
// (Swift Testing or XCTest), or to standard error outside of tests.
//
// One matcher shape: every matcher, built-in or a user's, is a `Predicate` (Core/Predicate.swift),
// a closure from `Expression` to `PredicateResult`. A passing expectation never builds a
// failure message: results carry their messages as autoclosures, and `Judgement` (the one
// place that applies a predicate) asks for the text only for a failure or a recorder. Nothing
// is `@inlinable` or `@_transparent`: an expectation in a test file compiles to a few plain
// calls, which keeps unoptimised test builds (a plain `swift test`) fast.
