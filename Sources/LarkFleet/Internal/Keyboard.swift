import Foundation
import LarkUI

/// Keyboard notifications, which the model never posts (it has no keyboard). The text-input
/// helpers post them on `NotificationCenter.default` with the text input's **window** as object
/// (UIKit uses nil): observers registered with a nil object still receive them, and a test can
/// filter by its own window. There is no `userInfo` (no keyboard frame exists).
@MainActor
enum Keyboard {
    static func postShow(for view: View) {
        NotificationCenter.default.post(name: Responder.keyboardWillShowNotification, object: view.window)
        NotificationCenter.default.post(name: Responder.keyboardDidShowNotification, object: view.window)
    }

    static func postHide(for view: View) {
        NotificationCenter.default.post(name: Responder.keyboardWillHideNotification, object: view.window)
        NotificationCenter.default.post(name: Responder.keyboardDidHideNotification, object: view.window)
    }
}
