// LarkTestContext: the one place that knows which test framework runs this process and which
// test (or test case) is running right now. LarkExpect asks it where a failure should go;
// LarkUI asks it which `Application` belongs to the running test case. Everything here is
// `package`: it is not part of Lark's public API, and no other module imports XCTest or Swift
// Testing to find the current test.
//
// Files:
//   TestProcess.swift          which framework this process runs (from its arguments)
//   XCTestObserver.swift       the single XCTestObservation observer: running state, finished count
//   SwiftTestingContext.swift  the running Swift Testing test and test case, and its liveness
//   ModelWarningReporter.swift where a model warning goes in the running test
//   Locked.swift               a lock-guarded value, for the few process-wide values both layers keep
