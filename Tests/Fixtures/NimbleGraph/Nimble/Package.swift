// swift-tools-version:6.2
import PackageDescription

// Stands in for the real Nimble (github.com/Quick/Nimble) without the network: the same package
// name, product and module name, which is what clashes with Lark's drop-in `Nimble` target.
let package = Package(
    name: "Nimble",
    products: [.library(name: "Nimble", targets: ["Nimble"])],
    targets: [.target(name: "Nimble")]
)
