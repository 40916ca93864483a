// LarkTestContext: the one place that knows which test framework runs this process and which
// test (or test case) is running right now. LarkExpect asks it where a failure should go;
// LarkUI, which links no test framework, asks it through LarkRuntime's `RunningTest` which
// `Application` belongs to the running test case and where a model warning goes. Everything
// here is `package`: it is not part of Lark's public API, and no other module imports XCTest or
// Swift Testing to find the current test.
//
// Files:
//   TestProcess.swift          which framework this process runs (from its arguments)
//   XCTestObserver.swift       the single XCTestObservation observer: running state, finished count
//   SwiftTestingContext.swift  the running Swift Testing test and test case, and its liveness
//   ModelWarningReporter.swift where a model warning goes in the running test
//   TestFrameworkAnswers.swift the answers LarkUI finds through LarkRuntime's `RunningTest`

// It re-exports LarkRuntime (`Locked`, `TestCaseIdentity`), which the engine uses too.
@_exported import LarkRuntime
