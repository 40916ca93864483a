// The umbrella module: `import Lark` brings in the engine, the view-tree model,
// the UI matchers and the interaction helpers.
@_exported import LarkExpect
@_exported import LarkUI
@_exported import LarkMatchers
@_exported import LarkFleet
