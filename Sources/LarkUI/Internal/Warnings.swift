import Foundation

/// Reports a model warning (a refused transition, an unknown reuse identifier, ...) to the
/// application that owns `window`, or to `Application.shared` when there is none.
@MainActor
func modelWarning(_ message: String, window: Window? = nil) {
    (window?.application ?? Application.shared).recordWarning(message)
}

/// `<description>` as UIKit renders objects in its console warnings.
@MainActor
func bracketed(_ object: CustomStringConvertible?) -> String {
    "<\(object?.description ?? "nil")>"
}

/// Posts on the default notification center; the model's notifications all go there.
@MainActor
func postNotification(_ name: Notification.Name, object: AnyObject?) {
    NotificationCenter.default.post(name: name, object: object)
}
