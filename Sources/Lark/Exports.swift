// The umbrella module: `import Lark` brings in the engine, the view-tree model,
// the UI matchers, the interaction helpers and text snapshots.
@_exported import LarkExpect
@_exported import LarkUI
@_exported import LarkMatchers
@_exported import LarkFleet
@_exported import LarkSnapshots
