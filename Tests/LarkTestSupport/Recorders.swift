import Foundation
import LarkUI

/// An ordered log shared by several recording objects.
@MainActor
final class EventLog {
    var entries: [String] = []
    func append(_ entry: String) { entries.append(entry) }
    func clear() { entries.removeAll() }
}

/// A controller that logs its lifecycle as "<name>.<callback>".
@MainActor
class LoggingViewController: ViewController {
    var name = "vc"
    var log: EventLog?
    var navigationControllerSeenInViewDidLoad: NavigationController?

    convenience init(_ name: String, log: EventLog) {
        self.init()
        self.name = name
        self.log = log
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationControllerSeenInViewDidLoad = navigationController
        log?.append("\(name).viewDidLoad")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        log?.append("\(name).viewWillAppear")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        log?.append("\(name).viewDidAppear")
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        log?.append("\(name).viewWillDisappear")
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        log?.append("\(name).viewDidDisappear")
    }
}

/// A navigation controller that logs its lifecycle too.
@MainActor
final class LoggingNavigationController: NavigationController {
    var name = "nav"
    var log: EventLog?

    override func viewWillAppear(_ animated: Bool) { log?.append("\(name).viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { log?.append("\(name).viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { log?.append("\(name).viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log?.append("\(name).viewDidDisappear") }
}

/// Fleet's control-event recorder: one registration per single event, then one for
/// `allTouchEvents` and one for `allEditingEvents`; records the registered event's name.
@MainActor
final class ControlEventRecorder {
    private(set) var events: [String] = []

    /// Also appends each entry to `log` (prefixed with `prefix`), to interleave with delegate calls.
    init(control: Control, log: EventLog? = nil, prefix: String = "") {
        let singles: [(Control.Event, String)] = [
            (.touchDown, "touchDown"), (.touchDownRepeat, "touchDownRepeat"), (.touchDragInside, "touchDragInside"),
            (.touchDragEnter, "touchDragEnter"), (.touchDragExit, "touchDragExit"), (.touchUpInside, "touchUpInside"),
            (.touchUpOutside, "touchUpOutside"), (.touchCancel, "touchCancel"), (.valueChanged, "valueChanged"),
            (.editingDidBegin, "editingDidBegin"), (.editingChanged, "editingChanged"), (.editingDidEnd, "editingDidEnd"),
            (.editingDidEndOnExit, "editingDidEndOnExit"),
            (.allTouchEvents, "allTouchEvents"), (.allEditingEvents, "allEditingEvents"),
        ]
        for (event, name) in singles {
            control.addAction(Action { [weak self, weak log] _ in
                self?.events.append(name)
                log?.append(prefix + name)
            }, for: event)
        }
    }

    func erase() { events.removeAll() }
}

/// The spec's TFDelegate: records every call; each answer can be switched.
@MainActor
final class RecordingTextFieldDelegate: TextFieldDelegate {
    var log: EventLog?
    /// Prefix of this delegate's log entries.
    var name = "delegate"
    var allowBegin = true, allowEnd = true, allowClear = true, allowChange = true
    var didCallShouldBegin = false, didCallDidBegin = false, didCallShouldEnd = false, didCallDidEnd = false
    var didCallShouldClear = false
    var textRanges: [NSRange] = []
    var textChanges: [String] = []

    func textFieldShouldBeginEditing(_ textField: TextField) -> Bool {
        didCallShouldBegin = true
        log?.append("\(name).shouldBegin")
        return allowBegin
    }

    func textFieldDidBeginEditing(_ textField: TextField) {
        didCallDidBegin = true
        log?.append("\(name).didBegin")
    }

    func textFieldShouldEndEditing(_ textField: TextField) -> Bool {
        didCallShouldEnd = true
        log?.append("\(name).shouldEnd")
        return allowEnd
    }

    func textFieldDidEndEditing(_ textField: TextField) {
        didCallDidEnd = true
        log?.append("\(name).didEnd")
    }

    func textFieldShouldClear(_ textField: TextField) -> Bool {
        didCallShouldClear = true
        log?.append("\(name).shouldClear")
        return allowClear
    }

    func textField(_ textField: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        textRanges.append(range)
        log?.append("\(name).shouldChange(\(range.location),\(range.length),\(string))")
        if allowChange { textChanges.append(string) }
        return allowChange
    }

    func reset() {
        allowBegin = true; allowEnd = true; allowClear = true; allowChange = true
        didCallShouldBegin = false; didCallDidBegin = false; didCallShouldEnd = false; didCallDidEnd = false
        didCallShouldClear = false
        textRanges = []
        textChanges = []
    }
}

/// The spec's TVDelegate.
@MainActor
final class RecordingTextViewDelegate: TextViewDelegate {
    var log: EventLog?
    /// Prefix of this delegate's log entries.
    var name = "delegate"
    var allowBegin = true, allowEnd = true
    var didCallShouldBegin = false, didCallDidBegin = false, didCallShouldEnd = false, didCallDidEnd = false
    var didChangeCount = 0, didChangeSelectionCount = 0
    var allowChange = true
    var textRanges: [NSRange] = []
    var textChanges: [String] = []

    func textView(_ textView: TextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        textRanges.append(range)
        log?.append("\(name).shouldChange(\(range.location),\(range.length),\(text))")
        if allowChange { textChanges.append(text) }
        return allowChange
    }

    func textViewShouldBeginEditing(_ textView: TextView) -> Bool {
        didCallShouldBegin = true
        log?.append("\(name).shouldBegin")
        return allowBegin
    }

    func textViewDidBeginEditing(_ textView: TextView) {
        didCallDidBegin = true
        log?.append("\(name).didBegin")
    }

    func textViewShouldEndEditing(_ textView: TextView) -> Bool {
        didCallShouldEnd = true
        log?.append("\(name).shouldEnd")
        return allowEnd
    }

    func textViewDidEndEditing(_ textView: TextView) {
        didCallDidEnd = true
        log?.append("\(name).didEnd")
    }

    func textViewDidChange(_ textView: TextView) {
        didChangeCount += 1
        log?.append("\(name).didChange")
    }

    func textViewDidChangeSelection(_ textView: TextView) {
        didChangeSelectionCount += 1
        log?.append("\(name).didChangeSelection")
    }
}

/// Records notifications of the given names posted with `object`, into a log, in order.
@MainActor
final class NotificationRecorder {
    private var tokens: [NSObjectProtocol] = []

    init(names: [Notification.Name], object: AnyObject?, log: EventLog, prefix: String = "") {
        for name in names {
            let token = NotificationCenter.default.addObserver(forName: name, object: object, queue: nil) { [weak log] note in
                let entry = prefix + "note." + note.name.rawValue.split(separator: ".").last.map(String.init)!
                MainActor.assumeIsolated { log?.append(entry) }
            }
            tokens.append(token)
        }
    }

    func stop() {
        tokens.forEach(NotificationCenter.default.removeObserver)
        tokens.removeAll()
    }
}

/// A visible key window in the current test's application (`Application.shared` is scoped per
/// test), with warnings kept off standard error.
@MainActor
func makeVisibleWindow() -> Window {
    let application = Application.shared
    application.printsWarnings = false
    let window = Window(application: application)
    window.makeKeyAndVisible()
    return window
}
