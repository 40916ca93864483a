/// Nimble's matcher for a closure that stops the process (`precondition`, `fatalError`),
/// provided so that suites written for Nimble compile. It never passes: it fails under `to` and
/// `toNot` alike, without running the closure, and its message says what to use instead.
///
/// Catching a trap inside the test process means jumping out of the trapping thread from a
/// signal handler: the closure's cleanup never runs, locks it held stay held, and with tests
/// running in parallel on other threads nothing can tell whether the process is still sound.
/// A Swift Testing exit test runs the closure in a child process instead:
///
/// ```swift
/// await #expect(processExitsWith: .failure) { _ = checkedIndex(5, count: 3) }
/// ```
///
/// Message: `expected to throw an assertion (not supported: the closure was not run)`, then
/// the reason and the exit-test form on the lines below.
public func throwAssertion<Out>() -> Predicate<Out> {
    Predicate { _ in
        PredicateResult(status: .fail, message: throwAssertionMessage)
    }
}

let throwAssertionMessage = ExpectationMessage.expectedTo("throw an assertion")
    .appended(message: " (not supported: the closure was not run)")
    .appended(details: """
        Lark cannot catch a precondition or fatalError inside the test process without risking \
        the tests that run beside it. Check it in a child process, with a Swift Testing exit test:
            await #expect(processExitsWith: .failure) { <the code that should stop> }
        """)
