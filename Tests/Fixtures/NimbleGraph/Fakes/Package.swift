// swift-tools-version:6.2
import PackageDescription

// A library that brings Nimble into its users' graphs, as swift-fakes does.
let package = Package(
    name: "Fakes",
    products: [.library(name: "Fakes", targets: ["Fakes"])],
    dependencies: [.package(path: "../Nimble")],
    targets: [.target(name: "Fakes", dependencies: [.product(name: "Nimble", package: "Nimble")])]
)
