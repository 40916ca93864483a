import Foundation
import LarkTestContext
#if canImport(XCTest)
import XCTest
#endif

/// Talks to XCTest. XCTest on Linux has no public "current test case", so the shared observer
/// of `LarkTestContext` tracks whether a test is running; it is installed on the first failure
/// (never on the passing path), and until it has seen a test start or finish the answer is
/// "maybe".
enum XCTestReporter {
    /// False only when XCTest is known not to be running a test right now.
    static var mayBeRunningTest: Bool {
        guard TestProcess.current != .notATest else { return false }
        #if canImport(XCTest)
        return XCTestObserver.shared.state != .idle
        #else
        return false
        #endif
    }

    static func fail(_ text: String, at location: SourceLocation) {
        #if canImport(XCTest)
        XCTFail(text, file: location.filePath, line: location.line)
        #endif
    }
}
