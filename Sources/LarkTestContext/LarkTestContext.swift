// LarkTestContext: which test framework runs this process and which test is running, and where
// a report to it goes (`TestContext`). LarkExpect asks it directly; LarkUI, which links no test
// framework, through LarkRuntime's `RunningTest`. All `package`, none of it public (see
// docs/architecture.md#test-context).

// It re-exports LarkRuntime (`Locked`, `CurrentTest`, `PerTestCase`, `TestReport`), which the
// engine and the snapshots use too.
@_exported import LarkRuntime
