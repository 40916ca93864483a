// LarkTestContext: which test framework runs this process and which test is running, asked by
// LarkExpect and LarkUI alike; all `package`, none of it public (see docs/architecture.md).
