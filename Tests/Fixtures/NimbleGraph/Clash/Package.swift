// swift-tools-version:6.2
import PackageDescription

// The problem: a graph holding Nimble and Lark, with no alias, does not load, though no target
// uses Lark's `Nimble` product (scripts/check-nimble-graph.sh expects the error).
let package = Package(
    name: "Clash",
    dependencies: [
        .package(path: "../lark"),
        .package(path: "../Nimble"),
    ],
    targets: [
        .target(name: "Clash", dependencies: [
            .product(name: "Nimble", package: "Nimble"), .product(name: "LarkExpect", package: "lark"),
        ]),
    ]
)
