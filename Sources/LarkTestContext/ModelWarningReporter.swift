import Foundation
#if canImport(Testing)
import Testing
#endif
#if canImport(XCTest)
import XCTest
#endif

/// Sends a warning of the view-tree model (a refusal UIKit only logs) to the running test, so
/// that it is seen in the test report rather than only in the console.
package enum ModelWarningReporter {
    /// Records `text` in the running test: in a Swift Testing test as an issue of warning
    /// severity (error severity when `asFailure`), at the test's own location; in a running
    /// XCTest test case only when `asFailure`, as a failure. Returns false when no test took it,
    /// so that the caller prints it instead.
    package static func report(_ text: String, asFailure: Bool) -> Bool {
        #if canImport(Testing)
        if let test = Test.current {
            Issue.record(Comment(rawValue: text), severity: asFailure ? .error : .warning, sourceLocation: test.sourceLocation)
            return true
        }
        #endif
        #if canImport(XCTest)
        if asFailure, TestProcess.current == .xcTest, XCTestObserver.shared.state == .running {
            XCTFail(text)
            return true
        }
        #endif
        return false
    }
}
