// swift-tools-version:6.2
import PackageDescription

// The remedy in docs/nimble-compatibility.md: a package that moves one test target at a time
// holds both Nimble and Lark. The real Nimble gets another module name (its sources keep
// `import Nimble`); the moved target uses Lark's `LarkExpect`. `../lark` is Lark itself
// (scripts/check-nimble-graph.sh links it there).
let package = Package(
    name: "App",
    dependencies: [
        .package(path: "../lark"),
        .package(path: "../Nimble"),
        .package(path: "../Fakes"),
    ],
    targets: [
        .target(name: "App"),
        .testTarget(name: "OldTests", dependencies: [
            "App", .product(name: "Nimble", package: "Nimble", moduleAliases: ["Nimble": "NimbleCore"]),
        ]),
        .testTarget(name: "NewTests", dependencies: ["App", .product(name: "LarkExpect", package: "lark")]),
        // Nimble brought by another library: the alias goes on that library's product.
        .testTarget(name: "FakesTests", dependencies: [
            .product(name: "Fakes", package: "Fakes", moduleAliases: ["Nimble": "NimbleCore"]),
            .product(name: "LarkExpect", package: "lark"),
        ]),
    ]
)
