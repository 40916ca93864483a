import Foundation
import Lark
@testable import LarkTestSupport

/// The keyboard notification names, in the order they are usually posted.
let keyboardNotifications = [
    Responder.keyboardWillShowNotification, Responder.keyboardDidShowNotification,
    Responder.keyboardWillHideNotification, Responder.keyboardDidHideNotification,
]

/// A text field embedded in the key window's root view, with a recording delegate, Fleet's
/// control-event recorder (`recorder.events`), and one ordered log of delegate calls, single
/// control events (`<prefix>event.<name>`) and notifications (`<prefix>note.<name>`; keyboard
/// notifications posted for the host's window).
@MainActor
final class TextFieldHarness {
    let log: EventLog
    let field = TextField(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
    let delegate = RecordingTextFieldDelegate()
    let recorder: ControlEventRecorder
    private var notes: [NotificationRecorder] = []

    init(host: View, log: EventLog = EventLog(), prefix: String = "", observesKeyboard: Bool = true) {
        self.log = log
        host.addSubview(field)
        delegate.log = log
        delegate.name = prefix + "delegate"
        field.delegate = delegate
        recorder = ControlEventRecorder(control: field)
        for (event, name) in [(Control.Event.touchDown, "touchDown"), (.editingDidBegin, "editingDidBegin"),
                              (.editingChanged, "editingChanged"), (.editingDidEnd, "editingDidEnd")] {
            field.addAction(Action { [weak log] _ in log?.append("\(prefix)event.\(name)") }, for: event)
        }
        notes.append(NotificationRecorder(
            names: [TextField.textDidBeginEditingNotification, TextField.textDidChangeNotification, TextField.textDidEndEditingNotification],
            object: field, log: log, prefix: prefix))
        if observesKeyboard { notes.append(NotificationRecorder(names: keyboardNotifications, object: host.window, log: log)) }
    }

    /// Forgets everything recorded so far.
    func clear() {
        log.clear()
        recorder.erase()
        let (allowBegin, allowEnd, allowClear, allowChange) = (delegate.allowBegin, delegate.allowEnd, delegate.allowClear, delegate.allowChange)
        delegate.reset()
        (delegate.allowBegin, delegate.allowEnd, delegate.allowClear, delegate.allowChange) = (allowBegin, allowEnd, allowClear, allowChange)
    }

    func stop() { notes.forEach { $0.stop() } }
}

/// The text-view counterpart of `TextFieldHarness` (no control events: a text view is not a control).
@MainActor
final class TextViewHarness {
    let log: EventLog
    let textView = TextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    let delegate = RecordingTextViewDelegate()
    private var notes: [NotificationRecorder] = []

    init(host: View, log: EventLog = EventLog(), prefix: String = "", observesKeyboard: Bool = true) {
        self.log = log
        host.addSubview(textView)
        delegate.log = log
        delegate.name = prefix + "delegate"
        textView.delegate = delegate
        notes.append(NotificationRecorder(
            names: [TextView.textDidBeginEditingNotification, TextView.textDidChangeNotification, TextView.textDidEndEditingNotification],
            object: textView, log: log, prefix: prefix))
        if observesKeyboard { notes.append(NotificationRecorder(names: keyboardNotifications, object: host.window, log: log)) }
    }

    func stop() { notes.forEach { $0.stop() } }
}
