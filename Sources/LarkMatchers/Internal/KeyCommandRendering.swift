import LarkUI

/// What `haveKeyCommand`/`containKeyCommand` look for. Fields that are nil here are not
/// compared (discoverability title in the short forms, attributes and state by default).
struct KeyCommandQuery {
    let input: String
    let modifiers: KeyModifierFlags
    let title: String
    /// `.some(x)`: compare with `x` (which may itself be nil); `.none` (the default, the short
    /// forms'): do not compare.
    var discoverabilityTitle: String?? = .none
    let image: Image?
    let attributes: MenuElementAttributes?
    let state: MenuElementState?

    /// Whether `command` has every compared field. The action, property list and alternates
    /// are never compared.
    @MainActor
    func matches(_ command: KeyCommand) -> Bool {
        guard command.input == input, command.modifierFlags == modifiers, command.title == title,
              command.image == image else { return false }
        if case let .some(expected) = discoverabilityTitle, command.discoverabilityTitle != expected { return false }
        if let attributes, command.attributes != attributes { return false }
        if let state, command.state != state { return false }
        return true
    }

    /// `cmd+e (title: "Edit", discoverabilityTitle: "Edit text", image: nil)`: only the compared fields.
    var description: String {
        var fields = ["title: \(quoted(title))"]
        if case let .some(expected) = discoverabilityTitle { fields.append("discoverabilityTitle: \(quoted(expected))") }
        fields.append("image: \(described(image))")
        if let attributes { fields.append("attributes: \(attributes)") }
        if let state { fields.append("state: \(state)") }
        return "\(keysText(input: input, modifiers: modifiers)) (\(fields.joined(separator: ", ")))"
    }
}

/// `cmd+shift+K`: modifier names in the order cmd, opt, shift, caps lock, numpad, ctrl, then
/// the input (special inputs by name: `esc`, `up`, `space`, ...).
func keysText(input: String?, modifiers: KeyModifierFlags) -> String {
    (modifiers.names + [inputName(input)]).filter { !$0.isEmpty }.joined(separator: "+")
}

private func inputName(_ input: String?) -> String {
    switch input {
    case nil: return ""
    case KeyCommand.inputEscape: return "esc"
    case KeyCommand.inputUpArrow: return "up"
    case KeyCommand.inputDownArrow: return "down"
    case KeyCommand.inputLeftArrow: return "left"
    case KeyCommand.inputRightArrow: return "right"
    case " ": return "space"
    case "\t": return "tab"
    case "\r": return "return"
    case let input?: return input
    }
}

/// `cmd+e (title: "Edit", discoverabilityTitle: nil, image: nil, attributes: [], state: .off)`.
@MainActor
func keyCommandText(_ command: KeyCommand) -> String {
    "\(keysText(input: command.input, modifiers: command.modifierFlags)) (title: \(quoted(command.title)), "
        + "discoverabilityTitle: \(quoted(command.discoverabilityTitle)), image: \(described(command.image)), "
        + "attributes: \(command.attributes), state: \(command.state))"
}

/// The detail lines listing what was found: `found no key commands`, or `found 2 key commands:`
/// followed by one indented line per command.
@MainActor
func foundKeyCommandsText(_ commands: [KeyCommand]) -> String {
    guard !commands.isEmpty else { return "found no key commands" }
    let heading = commands.count == 1 ? "found 1 key command:" : "found \(commands.count) key commands:"
    return ([heading] + commands.map { "  " + keyCommandText($0) }).joined(separator: "\n")
}

/// The shared verdict: no commands is an unmet precondition (does not match, with a detail
/// line); otherwise some command must match. The found commands are listed either way.
@MainActor
func keyCommandVerdict(_ commands: [KeyCommand], _ query: KeyCommandQuery) -> Verdict {
    let matched = commands.contains { query.matches($0) }
    return Verdict(matched, tail: "", details: { foundKeyCommandsText(commands) })
}
