import Foundation
import LarkRuntime

/// Reports a call that UIKit answers by raising an exception (a programming error in the app
/// under test): the model carries on with a documented fallback, and the running test fails
/// with `message`, so the mistake is never silent.
func modelFault(_ message: String) {
    let text = "LarkUI: \(message)"
    if !RunningTest.reportModelWarning(text, asFailure: true) {
        FileHandle.standardError.write(Data("\(text)\n".utf8))
    }
}
