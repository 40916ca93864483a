// swift-tools-version:6.2
import PackageDescription

// Lark: a Nimble-compatible expectation engine, a UIKit-shaped view-tree model, and UI
// matchers and user-like interaction helpers over it. No package dependencies.
//
// Layers (each folder under Sources/ is one module):
//   LarkExpect    the expectation engine; knows nothing about views
//   LarkUI        the UIKit-shaped view-tree model; knows nothing about expectations
//   LarkMatchers  UI matchers: LarkExpect predicates over LarkUI (via small protocols)
//   LarkFleet     interaction helpers (`Fleet` namespace) over LarkUI
//   LarkSnapshots text snapshots (`matchSnapshot`): LarkExpect predicates over reference files
//   LarkRuntime   internal: what every module shares without a test framework (a lock, and
//                 `RunningTest`, through which the model asks the test layer which test runs)
//   LarkTestContext  internal: which test framework runs, and which test; the engine asks it
//                 directly, the model through LarkRuntime (docs/architecture.md)
//   CLarkHandlerScopes  internal to LarkExpect: one atomic counter its passing path reads
//   Lark          umbrella: re-exports all of the above, so tests need one import
//   Nimble        opt-in: the engine under Nimble's module name, for drop-in migration

// Tools 6.2: the code uses Swift 6.2 (`@concurrent`, `SendableMetatype`, `weak let`), so an older
// toolchain is refused by name instead of failing to compile.

// Async functions run on their caller's actor unless marked `@concurrent` (SE-0461), so
// `await expect { ... }.toEventually(...)` works from a `@MainActor` test with non-Sendable
// values.
let settings: [SwiftSetting] = [.enableUpcomingFeature("NonisolatedNonsendingByDefault")]

let package = Package(
    name: "Lark",
    // Linux is the primary target. The Apple minimums date from when Lark used Synchronization;
    // lower releases are untested, so they stay.
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
    products: [
        .library(name: "Lark", targets: ["Lark"]),
        .library(name: "LarkExpect", targets: ["LarkExpect"]),
        // The engine under the module name `Nimble`, for suites moving from Nimble 14 without
        // source changes. Not for a graph that also contains Nimble (docs/nimble-compatibility.md).
        .library(name: "Nimble", targets: ["Nimble"]),
        // The model alone, for app targets: links no test framework.
        .library(name: "LarkUI", targets: ["LarkUI"]),
        // UIKit's names over the model, for app code that `import UIKit`s (and `CoreGraphics` or
        // `QuartzCore`): depend on it under `.when(platforms: [.linux])` so Apple platforms keep
        // Apple's frameworks (docs/uikit-module.md).
        .library(name: "UIKit", targets: ["UIKit", "CoreGraphics", "QuartzCore"]),
        .executable(name: "lark-demo", targets: ["LarkDemo"]),
        .executable(name: "lark-bench", targets: ["LarkBench"]),
    ],
    targets: [
        .target(name: "LarkRuntime"),
        .target(name: "LarkTestContext", dependencies: ["LarkRuntime"]),
        .target(name: "CLarkHandlerScopes"),
        .target(name: "LarkExpect", dependencies: ["LarkTestContext", "CLarkHandlerScopes"], swiftSettings: settings),
        .target(name: "Nimble", dependencies: ["LarkExpect"]),
        .target(name: "LarkUI", dependencies: ["LarkRuntime"]),
        // Swift Testing on Linux declares a Testing × UIKit cross-import overlay it does not ship;
        // an empty module of that name lets a test file import both.
        .target(name: "_Testing_UIKit"),
        .target(name: "UIKit", dependencies: ["LarkUI", "_Testing_UIKit"]),
        // Modules Apple's platforms have as frameworks (a Swift module by these names would
        // shadow them there), so the tests below use them on Linux only.
        .target(name: "_Testing_CoreGraphics"),
        .target(name: "CoreGraphics", dependencies: ["LarkUI", "_Testing_CoreGraphics"]),
        .target(name: "QuartzCore", dependencies: ["LarkUI"]),
        .target(name: "LarkMatchers", dependencies: ["LarkExpect", "LarkUI", "LarkSnapshots"]),
        .target(name: "LarkFleet", dependencies: ["LarkUI"]),
        .target(name: "LarkSnapshots", dependencies: ["LarkExpect", "LarkTestContext"]),
        .target(name: "Lark", dependencies: ["LarkExpect", "LarkUI", "LarkMatchers", "LarkFleet", "LarkSnapshots"]),
        .target(name: "LarkSampleApp", dependencies: ["LarkUI"]),
        .executableTarget(name: "LarkDemo", dependencies: ["Lark", "LarkSampleApp"]),
        .executableTarget(name: "LarkBench", dependencies: ["Lark"]),

        .testTarget(name: "LarkExpectTests", dependencies: ["LarkExpect"]),
        // Compiles and runs Nimble-style code through the `Nimble` module (qualified names included).
        .testTarget(name: "NimbleModuleTests", dependencies: ["Nimble"]),
        // Fixtures shared by the model's and the helpers' tests (the spec's storyboards, recorders).
        .target(name: "LarkTestSupport", dependencies: ["LarkUI"], path: "Tests/LarkTestSupport"),
        .testTarget(name: "LarkUITests", dependencies: ["LarkUI", "LarkExpect", "LarkTestContext", "LarkTestSupport"]),
        .testTarget(name: "LarkMatchersTests", dependencies: ["Lark"]),
        .testTarget(name: "LarkFleetTests", dependencies: ["Lark", "LarkTestSupport"]),
        .testTarget(name: "LarkExampleTests", dependencies: ["Lark", "LarkSampleApp"]),
        .testTarget(name: "LarkDocsTests", dependencies: ["Lark", "UIKit"]),
        // Screen code in UIKit's spelling, compiled against the UIKit module, tested with Lark.
        // Screen code as apps write it, in Swift 5 mode (nonisolated extensions calling UIKit).
        .target(name: "UIKitScreenFixtures", dependencies: ["UIKit"], path: "Tests/UIKitScreenFixtures",
                swiftSettings: [.swiftLanguageMode(.v5)]),
        .testTarget(name: "UIKitModuleTests", dependencies: [
            "UIKit", "Lark", "UIKitScreenFixtures",
            .target(name: "CoreGraphics", condition: .when(platforms: [.linux])),
            .target(name: "QuartzCore", condition: .when(platforms: [.linux])),
        ]),
        .testTarget(name: "LarkSnapshotsTests", dependencies: ["Lark", "LarkSnapshots", "LarkTestContext"]),
    ]
)
