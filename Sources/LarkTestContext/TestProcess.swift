import Foundation

/// Which test framework this process runs. `swift test` starts the test bundle twice: once for
/// XCTest (no `--testing-library` argument, or `--testing-library xctest`) and once for Swift
/// Testing (`--testing-library swift-testing`).
package enum TestProcess: Equatable, Sendable {
    /// XCTest runs the tests.
    case xcTest
    /// Swift Testing runs the tests.
    case swiftTesting
    /// A test bundle run some other way (another runner or platform).
    case unknownTestRunner
    /// Not a test process (e.g. a command-line tool or the demo).
    case notATest

    /// The kind of this process, decided once from its arguments.
    package static let current = TestProcess(arguments: ProcessInfo.processInfo.arguments)

    /// Classifies a process by its command-line arguments.
    package init(arguments: [String]) {
        let library = arguments.firstIndex(of: "--testing-library").flatMap { index in
            arguments.indices.contains(index + 1) ? arguments[index + 1] : nil
        }
        switch library {
        case "swift-testing": self = .swiftTesting
        case "xctest": self = .xcTest
        case .some: self = .unknownTestRunner
        case nil:
            if arguments.first?.hasSuffix(".xctest") == true {
                self = .xcTest
            } else if arguments.first?.hasSuffix("xctest") == true {
                self = .unknownTestRunner
            } else {
                self = .notATest
            }
        }
    }
}
