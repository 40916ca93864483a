import Foundation

/// Which test framework this process runs. `swift test` starts the test bundle twice: once for
/// XCTest (no `--testing-library` argument, or `--testing-library xctest`) and once for Swift
/// Testing (`--testing-library swift-testing`).
enum TestProcess: Equatable {
    case xcTest
    case swiftTesting
    /// A test bundle run some other way (another runner or platform).
    case unknownTestRunner
    /// Not a test process (e.g. a command-line tool or the demo).
    case notATest

    static let current = TestProcess(arguments: ProcessInfo.processInfo.arguments)

    init(arguments: [String]) {
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
