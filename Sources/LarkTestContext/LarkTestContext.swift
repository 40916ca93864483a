// LarkTestContext: which test framework runs this process and which test is running. LarkExpect
// asks it directly; LarkUI, which links no test framework, through LarkRuntime's `RunningTest`.
// All `package`, none of it public (see docs/architecture.md).

// It re-exports LarkRuntime (`Locked`, `TestCaseIdentity`), which the engine uses too.
@_exported import LarkRuntime
