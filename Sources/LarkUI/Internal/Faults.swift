import Foundation
import LarkRuntime

/// Reports a call that UIKit answers by raising an exception (a programming error in the app
/// under test): the model carries on with a documented fallback, and the running test fails
/// with `message`, so the mistake is never silent (printed when no test runs).
func modelFault(_ message: String) {
    RunningTest.record(TestReport("LarkUI: \(message)", severity: .failure, location: nil, kind: nil, printsWhenUntaken: true))
}
