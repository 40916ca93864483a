import Foundation
import Lark
import Testing
@testable import LarkTestSupport

/// The table delegate of the property test: will-select cancels row 0 and redirects 5 to 4;
/// will-deselect vetoes row 3 and redirects 2 to 1 (`InteractionOracle` has the same rules).
@MainActor
final class PropertyTableDelegate: TableViewDelegate {
    let log: EventLog
    init(log: EventLog) { self.log = log }

    func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        log.append("willSelect(\(indexPath.row))")
        return InteractionOracle.willSelect(indexPath.row).map { row($0) }
    }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) { log.append("didSelect(\(indexPath.row))") }

    func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        log.append("willDeselect(\(indexPath.row))")
        return InteractionOracle.willDeselect(indexPath.row).map { row($0) }
    }

    func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) { log.append("didDeselect(\(indexPath.row))") }
}

/// The text field delegate of the property test: refuses digits and deleting an "x".
@MainActor
final class PropertyTextFieldDelegate: TextFieldDelegate {
    let log: EventLog
    let name: String
    var allowBegin = true
    var allowEnd = true

    init(log: EventLog, name: String) {
        self.log = log
        self.name = name
    }

    func textFieldShouldBeginEditing(_ textField: TextField) -> Bool {
        log.append("\(name).shouldBegin")
        return allowBegin
    }

    func textFieldDidBeginEditing(_ textField: TextField) { log.append("\(name).didBegin") }

    func textFieldShouldEndEditing(_ textField: TextField) -> Bool {
        log.append("\(name).shouldEnd")
        return allowEnd
    }

    func textFieldDidEndEditing(_ textField: TextField) { log.append("\(name).didEnd") }

    func textField(_ textField: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        log.append("\(name).change(\(range.location),\(range.length),\(string))")
        let removed = NSString(string: textField.text ?? "").substring(with: range)
        return InteractionOracle.allowsChange(replacing: removed, with: string)
    }
}

/// The real objects of one random sequence, all logging into one ordered log.
@MainActor
final class InteractionScene {
    let log = EventLog()
    let container = View(frame: Window.defaultScreenBounds)
    let button = Button(frame: CGRect(x: 0, y: 0, width: 80, height: 44))
    let toggle = Switch()
    let source = MinimalTableSource()
    let table: TableView
    let tableDelegate: PropertyTableDelegate
    let fields = [TextField(), TextField()]
    let fieldDelegates: [PropertyTextFieldDelegate]
    private var tokens: [NSObjectProtocol] = []

    init(host: View, multipleSelection: Bool) {
        table = makeTable(rows: 6, source: source)
        table.allowsMultipleSelection = multipleSelection
        tableDelegate = PropertyTableDelegate(log: log)
        table.delegate = tableDelegate
        fieldDelegates = [PropertyTextFieldDelegate(log: log, name: "f0"), PropertyTextFieldDelegate(log: log, name: "f1")]
        host.addSubview(container)
        for view in [button, toggle, table] as [View] + fields { container.addSubview(view) }

        let log = self.log
        for (event, name) in [(Control.Event.touchDown, "touchDown"), (.touchUpInside, "touchUpInside"), (.primaryActionTriggered, "primaryActionTriggered")] {
            button.addAction(Action { _ in log.append("b.\(name)") }, for: event)
        }
        toggle.addAction(Action { [toggle] _ in log.append("s.valueChanged(\(toggle.isOn))") }, for: .valueChanged)
        toggle.addAction(Action { _ in log.append("s.touchUpInside") }, for: .touchUpInside)
        for (index, field) in fields.enumerated() {
            field.delegate = fieldDelegates[index]
            for (event, name) in [(Control.Event.touchDown, "touchDown"), (.editingDidBegin, "editingDidBegin"),
                                  (.editingChanged, "editingChanged"), (.editingDidEnd, "editingDidEnd")] {
                field.addAction(Action { _ in log.append("f\(index).\(name)") }, for: event)
            }
        }
        let center = NotificationCenter.default
        tokens.append(center.addObserver(forName: TableView.selectionDidChangeNotification, object: table, queue: nil) { _ in
            MainActor.assumeIsolated { log.append("note") }
        })
        for name in keyboardNotifications {
            tokens.append(center.addObserver(forName: name, object: host.window, queue: nil) { note in
                let entry = "kb." + note.name.rawValue.split(separator: ".").last.map(String.init)!
                MainActor.assumeIsolated { log.append(entry) }
            })
        }
    }

    func tearDown() {
        container.window?.rootViewController?.dismiss(animated: false)
        tokens.forEach(NotificationCenter.default.removeObserver)
        container.removeFromSuperview()
    }

    /// Performs `step` with the helpers; returns the error as a short string.
    func perform(_ step: RandomStep) -> String? {
        func flags(_ view: Control, _ flag: Int) {
            switch flag {
            case 0: view.isUserInteractionEnabled.toggle()
            case 1: view.isEnabled.toggle()
            default: view.isHidden.toggle()
            }
        }
        do {
            switch step {
            case .tapButton:
                do { try button.tap() } catch { return "button.\(oracleName(error.kind))" }
            case .flipSwitch:
                do { try toggle.flip() } catch { return "switch.\(oracleName(error.kind))" }
            case .toggleButtonFlag(let flag): flags(button, flag)
            case .toggleSwitchFlag(let flag): flags(toggle, flag)
            case .selectRow(let index):
                do { try table.selectRow(at: row(index)) } catch { return "table.\(oracleName(error.kind))" }
            case .startEditing(let field): try fields[field].startEditing()
            case .stopEditing(let field): try fields[field].stopEditing()
            case .type(let field, let text): try fields[field].type(text: text)
            case .paste(let field, let text): try fields[field].paste(text: text)
            case .backspace(let field): try fields[field].backspace()
            case .backspaceAll(let field): try fields[field].backspaceAll()
            case .toggleAllowBegin(let field): fieldDelegates[field].allowBegin.toggle()
            case .toggleAllowEnd(let field): fieldDelegates[field].allowEnd.toggle()
            case .toggleFieldHidden(let field): fields[field].isHidden.toggle()
            case .toggleAlert:
                guard let presenter = container.window?.rootViewController else { return "no presenter" }
                if presenter.presentedViewController == nil {
                    presenter.present(AlertController(title: "Alert", message: nil, preferredStyle: .alert), animated: false)
                } else {
                    presenter.dismiss(animated: false)
                }
            }
        } catch {
            return "field.\(oracleName(error.kind))"
        }
        return nil
    }

    /// The observable state in the oracle's terms.
    var state: String {
        let focused = fields.firstIndex { $0.isFirstResponder }.map(String.init) ?? "none"
        return "switch=\(toggle.isOn) selected=\(table.selectedRows) texts=\(fields.map { $0.text ?? "" }) focused=\(focused)"
    }
}

extension InteractionOracle {
    var state: String {
        "switch=\(switchOn) selected=\(selected.sorted()) texts=\(texts) focused=\(focused.map(String.init) ?? "none")"
    }
}

@Suite("Random interaction sequences against an oracle")
@MainActor
struct RandomInteractionPropertyTests {
    /// 2,000 seeded sequences of 25 random steps: after every step, the callback log of that step,
    /// the error (if any) and the observable state must match the oracle's.
    @Test func helpersMatchTheOracle() {
        let host = makeHostView()
        let sequences = 2_000
        let stepsPerSequence = 25
        var stepsRun = 0
        for seed in UInt64(1)...UInt64(sequences) {
            var generator = SeededGenerator(seed: seed)
            let multiple = Bool.random(using: &generator)
            let scene = InteractionScene(host: host, multipleSelection: multiple)
            defer { scene.tearDown() }
            var oracle = InteractionOracle(multipleSelection: multiple)
            var history: [RandomStep] = []
            for _ in 0..<stepsPerSequence {
                let step = RandomStep.random(using: &generator)
                history.append(step)
                scene.log.clear()
                let actualError = scene.perform(step)
                let expected = oracle.apply(step)
                stepsRun += 1
                if scene.log.entries != expected.log || actualError != expected.error || scene.state != oracle.state {
                    Issue.record("""
                        Seed \(seed) (multiple selection: \(multiple)) diverged at step \(history.count): \(step)
                        steps: \(history)
                        log:      \(scene.log.entries)
                        expected: \(expected.log)
                        error: \(actualError ?? "none"), expected: \(expected.error ?? "none")
                        state:    \(scene.state)
                        expected: \(oracle.state)
                        """)
                    return
                }
            }
        }
        #expect(stepsRun == sequences * stepsPerSequence)
    }

    /// The generator really is deterministic and the steps cover every kind of action.
    @Test func theGeneratorIsReproducibleAndCoversEveryStep() {
        var first = SeededGenerator(seed: 42)
        var second = SeededGenerator(seed: 42)
        let a = (0..<500).map { _ in RandomStep.random(using: &first).description }
        let b = (0..<500).map { _ in RandomStep.random(using: &second).description }
        #expect(a == b)
        let kinds = Set(a.map { String($0.prefix { $0 != "(" }) })
        #expect(kinds.count == 15)
    }
}

/// The oracle's name of a refusal kind: the case, or for a touch refusal its reason
/// (`unreachable(...notVisible)` is `notVisible`).
private func oracleName(_ kind: some Hashable) -> String {
    let text = "\(kind)"
    guard text.hasPrefix("unreachable(") else { return text }
    return String(text.dropLast().split(separator: ".").last ?? "")
}
