import Foundation
import Lark

/// One random user action (or a change of configuration a test would make between actions).
enum RandomStep: CustomStringConvertible {
    case tapButton
    case flipSwitch
    case toggleButtonFlag(Int)
    case toggleSwitchFlag(Int)
    case selectRow(Int)
    case startEditing(Int)
    case stopEditing(Int)
    case type(Int, String)
    case paste(Int, String)
    case backspace(Int)
    case backspaceAll(Int)
    case toggleAllowBegin(Int)
    case toggleAllowEnd(Int)
    case toggleFieldHidden(Int)
    /// Presents an alert over the screen, or dismisses the one up.
    case toggleAlert

    var description: String {
        switch self {
        case .tapButton: "tapButton"
        case .flipSwitch: "flipSwitch"
        case .toggleButtonFlag(let flag): "toggleButtonFlag(\(flag))"
        case .toggleSwitchFlag(let flag): "toggleSwitchFlag(\(flag))"
        case .selectRow(let row): "selectRow(\(row))"
        case .startEditing(let field): "startEditing(f\(field))"
        case .stopEditing(let field): "stopEditing(f\(field))"
        case .type(let field, let text): "type(f\(field), \(text.debugDescription))"
        case .paste(let field, let text): "paste(f\(field), \(text.debugDescription))"
        case .backspace(let field): "backspace(f\(field))"
        case .backspaceAll(let field): "backspaceAll(f\(field))"
        case .toggleAllowBegin(let field): "toggleAllowBegin(f\(field))"
        case .toggleAllowEnd(let field): "toggleAllowEnd(f\(field))"
        case .toggleFieldHidden(let field): "toggleFieldHidden(f\(field))"
        case .toggleAlert: "toggleAlert"
        }
    }

    /// Characters typed and pasted: ASCII, a digit (the delegate refuses those), an "x" (the
    /// delegate refuses to delete it), a combining sequence and an emoji with a skin tone.
    static let alphabet = ["a", "b", "1", "x", "e\u{301}", "👍🏽"]

    static func random(using generator: inout SeededGenerator) -> RandomStep {
        let field = Int.random(in: 0...1, using: &generator)
        func text() -> String {
            (0..<Int.random(in: 0...3, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }.joined()
        }
        switch Int.random(in: 0..<100, using: &generator) {
        case 0..<12: return .tapButton
        case 12..<22: return .flipSwitch
        case 22..<26: return .toggleButtonFlag(Int.random(in: 0...2, using: &generator))
        case 26..<29: return .toggleSwitchFlag(Int.random(in: 0...2, using: &generator))
        case 29..<44: return .selectRow(Int.random(in: -1...6, using: &generator))
        case 44..<47: return .toggleAlert
        case 47..<58: return .startEditing(field)
        case 58..<64: return .stopEditing(field)
        case 64..<76: return .type(field, text())
        case 76..<81: return .paste(field, text())
        case 81..<88: return .backspace(field)
        case 88..<91: return .backspaceAll(field)
        case 91..<94: return .toggleAllowBegin(field)
        case 94..<97: return .toggleAllowEnd(field)
        default: return .toggleFieldHidden(field)
        }
    }
}

/// A deliberately simple, independent model of what the helpers should do: the expected state
/// after each step, the expected callback log of that step, and the expected error kind.
struct InteractionOracle {
    // Button and switch flags: user interaction, enabled, hidden.
    var buttonFlags = [true, true, false]
    var switchFlags = [true, true, false]
    var switchOn = false
    var selected: Set<Int> = []
    let multipleSelection: Bool
    var texts = ["", ""]
    var focused: Int?
    var allowBegin = [true, true]
    var allowEnd = [true, true]
    var fieldHidden = [false, false]
    /// An alert covers the screen: nothing on it can be touched (docs/reachability.md#presentations).
    var alertUp = false

    init(multipleSelection: Bool) { self.multipleSelection = multipleSelection }

    // The table delegate's rules (see `PropertyTableDelegate`).
    static func willSelect(_ row: Int) -> Int? { row == 0 ? nil : row == 5 ? 4 : row }
    static func willDeselect(_ row: Int) -> Int? { row == 3 ? nil : row == 2 ? 1 : row }
    // The text delegates' rules (see `PropertyTextFieldDelegate`).
    static func allowsChange(replacing removed: String, with replacement: String) -> Bool {
        !replacement.contains(where: \.isNumber) && removed != "x"
    }

    /// Applies `step`; returns the expected log and error (as a short string), updating the state.
    mutating func apply(_ step: RandomStep) -> (log: [String], error: String?) {
        var log: [String] = []
        switch step {
        case .tapButton:
            if let refusal = refusal(buttonFlags) { return ([], "button.\(refusal)") }
            log = ["b.touchDown", "b.touchUpInside", "b.primaryActionTriggered"]
        case .flipSwitch:
            if let refusal = refusal(switchFlags) { return ([], "switch.\(refusal)") }
            switchOn.toggle()
            log = ["s.valueChanged(\(switchOn))", "s.touchUpInside"]
        case .toggleButtonFlag(let flag):
            buttonFlags[flag].toggle()
        case .toggleSwitchFlag(let flag):
            switchFlags[flag].toggle()
        case .selectRow(let row):
            guard (0..<6).contains(row) else { return ([], "table.noSuchRow") }
            if alertUp { return ([], "table.coveredByPresentation") }
            selectRow(row, log: &log)
        case .startEditing(let field):
            return startEditing(field)
        case .stopEditing(let field):
            guard focused == field else { return ([], "field.notEditing(stopEditing)") }
            log.append("f\(field).shouldEnd")
            guard allowEnd[field] else { return (log, nil) }
            log += ["f\(field).editingDidEnd", "f\(field).didEnd", "kb.UIKeyboardWillHideNotification", "kb.UIKeyboardDidHideNotification"]
            focused = nil
        case .type(let field, let text):
            guard focused == field else { return ([], "field.notEditing(type)") }
            for character in text { insert(String(character), into: field, log: &log) }
        case .paste(let field, let text):
            guard focused == field else { return ([], "field.notEditing(paste)") }
            insert(text, into: field, log: &log)
        case .backspace(let field):
            guard focused == field else { return ([], "field.notEditing(backspace)") }
            deleteLast(from: field, log: &log)
        case .backspaceAll(let field):
            guard focused == field else { return ([], "field.notEditing(backspace)") }
            for _ in 0..<texts[field].count { deleteLast(from: field, log: &log) }
        case .toggleAllowBegin(let field):
            allowBegin[field].toggle()
        case .toggleAllowEnd(let field):
            allowEnd[field].toggle()
        case .toggleFieldHidden(let field):
            fieldHidden[field].toggle()
        case .toggleAlert:
            alertUp.toggle()
        }
        return (log, nil)
    }

    private func refusal(_ flags: [Bool]) -> String? {
        // The touch first (interaction, then sight), then the control's own state.
        if !flags[0] { return "userInteractionDisabled" }
        if flags[2] { return "notVisible" }
        if alertUp { return "coveredByPresentation" }
        if !flags[1] { return "notEnabled" }
        return nil
    }

    private mutating func selectRow(_ row: Int, log: inout [String]) {
        if multipleSelection, selected.contains(row) {
            log.append("willDeselect(\(row))")
            guard let target = Self.willDeselect(row), selected.contains(target) else { return }
            selected.remove(target)
            log += ["note", "didDeselect(\(target))"]
            return
        }
        log.append("willSelect(\(row))")
        guard let target = Self.willSelect(row) else { return }
        if !multipleSelection {
            for old in selected.sorted() where old != target {
                log.append("willDeselect(\(old))")
                guard let reported = Self.willDeselect(old) else { continue }
                selected.remove(old)
                selected.remove(reported)
                log += ["note", "didDeselect(\(reported))"]
            }
            selected = [target]
        } else {
            selected.insert(target)
        }
        log += ["note", "didSelect(\(target))"]
    }

    private mutating func startEditing(_ field: Int) -> (log: [String], error: String?) {
        if focused == field { return ([], nil) }
        if fieldHidden[field] { return ([], "field.notVisible") }
        if alertUp { return ([], "field.coveredByPresentation") }
        var log = ["f\(field).touchDown", "f\(field).shouldBegin"]
        guard allowBegin[field] else { return (log, nil) }
        if let other = focused {
            log.append("f\(other).shouldEnd")
            guard allowEnd[other] else { return (log, nil) }
            log += ["f\(other).editingDidEnd", "f\(other).didEnd"]
        }
        log += ["f\(field).editingDidBegin", "f\(field).didBegin", "kb.UIKeyboardWillShowNotification", "kb.UIKeyboardDidShowNotification"]
        focused = field
        return (log, nil)
    }

    private mutating func insert(_ text: String, into field: Int, log: inout [String]) {
        log.append("f\(field).change(\(texts[field].utf16.count),0,\(text))")
        guard Self.allowsChange(replacing: "", with: text) else { return }
        texts[field] += text
        if !text.isEmpty { log.append("f\(field).editingChanged") }
    }

    private mutating func deleteLast(from field: Int, log: inout [String]) {
        guard let last = texts[field].last else {
            log.append("f\(field).change(0,0,)")
            return
        }
        let length = String(last).utf16.count
        log.append("f\(field).change(\(texts[field].utf16.count - length),\(length),)")
        guard Self.allowsChange(replacing: String(last), with: "") else { return }
        texts[field].removeLast()
        log.append("f\(field).editingChanged")
    }
}
