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
// `@inlinable`, because measurement shows it pays in both: an unoptimised compile does not
// deserialise inlinable bodies, so `swift test`'s compile of a 1,000-expectation file did not
// move (callgrind, `scripts/compile-cost.sh`: 11.56 G instructions before, 11.58 G after, ±0.3%
// run to run), while an optimised test build specialises the check for the value's type
// instead of running generic code that looks up type metadata: 5,601 → 1,149 instructions per
// passing `equal` on an `Int`, 8,153 → 3,767 for `satisfyAllOf` (`shared/bench`, `--only
// instructions`). Failure messages stay behind non-inlinable calls.
