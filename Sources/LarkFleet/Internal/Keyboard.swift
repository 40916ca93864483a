import Foundation
import LarkUI

/// Keyboard notifications, which the model never posts (it has no keyboard). The text-input
/// helpers post them on `NotificationCenter.default` with the text input's **window** as object
/// (UIKit uses nil): observers registered with a nil object still receive them, and a test can
/// filter by its own window. The order is the one observed on iOS (will change frame, will
/// show or hide, did change frame, did show or hide); the user info carries UIKit's keys with
/// a phone keyboard's frame: the screen's width, 336 points tall (a 390 × 844 phone with the
/// suggestion bar), rising from below the screen, over 0.25 s on curve 7, as observed on iOS.
@MainActor
enum Keyboard {
    /// The keyboard's height on the model's phone screen.
    static let height: CGFloat = 336

    static func postShow(for view: View) {
        post(for: view, showing: true)
    }

    static func postHide(for view: View) {
        post(for: view, showing: false)
    }

    private static func post(for view: View, showing: Bool) {
        let screen = Screen.main.bounds
        let hidden = CGRect(x: 0, y: screen.height, width: screen.width, height: height)
        let shown = CGRect(x: 0, y: screen.height - height, width: screen.width, height: height)
        let info: [AnyHashable: Any] = [
            Responder.keyboardFrameBeginUserInfoKey: NSValue(cgRect: showing ? hidden : shown),
            Responder.keyboardFrameEndUserInfoKey: NSValue(cgRect: showing ? shown : hidden),
            Responder.keyboardAnimationDurationUserInfoKey: 0.25,
            Responder.keyboardAnimationCurveUserInfoKey: 7,
            Responder.keyboardIsLocalUserInfoKey: true,
        ]
        view.window?.simulateKeyboard(frame: showing ? shown : nil)
        let names = showing
            ? [Responder.keyboardWillChangeFrameNotification, Responder.keyboardWillShowNotification, Responder.keyboardDidChangeFrameNotification, Responder.keyboardDidShowNotification]
            : [Responder.keyboardWillChangeFrameNotification, Responder.keyboardWillHideNotification, Responder.keyboardDidChangeFrameNotification, Responder.keyboardDidHideNotification]
        for name in names {
            NotificationCenter.default.post(name: name, object: view.window, userInfo: info)
        }
    }
}
