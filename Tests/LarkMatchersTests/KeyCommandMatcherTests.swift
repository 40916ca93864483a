import Lark
import Testing

/// haveKeyCommand (responders) and containKeyCommand (arrays of key commands).
@Suite @MainActor struct KeyCommandMatcherTests {
    private func editor(_ commands: [KeyCommand]?) -> EditorView {
        let editor = EditorView()
        editor.accessibilityIdentifier = "editor"
        editor.commands = commands
        return editor
    }

    private let helloWorld = "cmd+e (title: \"hello\", discoverabilityTitle: \"world\", image: nil)"

    @Test func noKeyCommands_doesNotMatch_withADetailLine() {
        let expected = "expected to have key command \(helloWorld), got <EditorView#editor>\nfound no key commands"
        for commands in [nil, []] as [[KeyCommand]?] {
            #expect(outcomes(editor(commands), haveKeyCommand(
                input: "e", modifiers: .command, title: "hello", discoverabilityTitle: "world")) == .doesNotMatch(expected))
        }
    }

    @Test func anExactCommandMatches() {
        let command = KeyCommand(title: "hello", input: "e", modifierFlags: .command, discoverabilityTitle: "world", state: .on)
        #expect(outcomes(editor([command]), haveKeyCommand(
            input: "e", modifiers: .command, title: "hello", discoverabilityTitle: "world")) == .matches(
            toNot: "expected to not have key command \(helloWorld), got <EditorView#editor>\nfound 1 key command:\n"
                + "  cmd+e (title: \"hello\", discoverabilityTitle: \"world\", image: nil, attributes: [], state: .on)"))
    }

    @Test func aDifferentTitleListsEveryCommandFound() {
        let commands = [
            KeyCommand(input: "e", modifierFlags: .command),
            KeyCommand(title: "Delete Line", input: "k", modifierFlags: [.shift, .command], attributes: .destructive),
            KeyCommand(title: "Close", input: KeyCommand.inputEscape),
        ]
        #expect(outcomes(editor(commands), haveKeyCommand(
            input: "e", modifiers: .command, title: "hello", discoverabilityTitle: "world")) == .doesNotMatch(
            "expected to have key command \(helloWorld), got <EditorView#editor>\nfound 3 key commands:\n"
                + "  cmd+e (title: \"\", discoverabilityTitle: nil, image: nil, attributes: [], state: .off)\n"
                + "  cmd+shift+k (title: \"Delete Line\", discoverabilityTitle: nil, image: nil, attributes: [destructive], state: .off)\n"
                + "  esc (title: \"Close\", discoverabilityTitle: nil, image: nil, attributes: [], state: .off)"))
    }

    @Test func everyComparedFieldMatters() {
        let command = KeyCommand(title: "hello", input: "e", modifierFlags: .command, discoverabilityTitle: "world")
        let subject = editor([command])
        #expect(status(subject, haveKeyCommand(input: "e", modifiers: .command, title: "hello", discoverabilityTitle: "world")) == .matches)
        #expect(status(subject, haveKeyCommand(input: "f", modifiers: .command, title: "hello", discoverabilityTitle: "world")) == .doesNotMatch)
        #expect(status(subject, haveKeyCommand(input: "e", title: "hello", discoverabilityTitle: "world")) == .doesNotMatch)
        #expect(status(subject, haveKeyCommand(input: "e", modifiers: [.command, .shift], title: "hello", discoverabilityTitle: "world")) == .doesNotMatch)
        #expect(status(subject, haveKeyCommand(input: "e", modifiers: .command, title: "hello!", discoverabilityTitle: "world")) == .doesNotMatch)
        #expect(status(subject, haveKeyCommand(input: "e", modifiers: .command, title: "hello", discoverabilityTitle: nil)) == .doesNotMatch)
        #expect(status(subject, haveKeyCommand(input: "e", modifiers: .command, title: "hello", discoverabilityTitle: "world",
                                               image: Image(named: "pencil"))) == .doesNotMatch)
    }

    @Test func stateAndAttributesAreComparedOnlyWhenGiven() {
        // A command made with UIKit's defaults (state .off) matches without naming a state (M6).
        let command = KeyCommand(title: "Edit", input: "e", modifierFlags: .command)
        let subject = editor([command])
        #expect(status(subject, haveKeyCommand(input: "e", modifiers: .command, title: "Edit")) == .matches)
        #expect(status(subject, haveKeyCommand(input: "e", modifiers: .command, title: "Edit", attributes: [], state: .off)) == .matches)
        #expect(outcomes(subject, haveKeyCommand(input: "e", modifiers: .command, title: "Edit", attributes: .disabled, state: .on)) == .doesNotMatch(
            "expected to have key command cmd+e (title: \"Edit\", image: nil, attributes: [disabled], state: .on), got <EditorView#editor>\n"
                + "found 1 key command:\n"
                + "  cmd+e (title: \"Edit\", discoverabilityTitle: nil, image: nil, attributes: [], state: .off)"))
    }

    @Test func theShortFormDoesNotCompareTheDiscoverabilityTitle() {
        let command = KeyCommand(title: "Save", input: "s", modifierFlags: .command, discoverabilityTitle: "Save Document")
        #expect(status(editor([command]), haveKeyCommand(input: "s", modifiers: .command, title: "Save")) == .matches)
    }

    @Test func nilResponder() {
        #expect(outcomes(nil as EditorView?, haveKeyCommand(input: "e", modifiers: .command, title: "hello", discoverabilityTitle: "world"))
            == .fails(nilMessage("have key command \(helloWorld)")))
        #expect(outcomes(nil as EditorView?, haveKeyCommand(input: "e", title: "hello"))
            == .fails(nilMessage("have key command e (title: \"hello\", image: nil)")))
    }

    @Test func containKeyCommand_inArrays() {
        let save = KeyCommand(title: "Save", input: "s", modifierFlags: .command)
        #expect(outcomes([save], containKeyCommand(input: "s", modifiers: .command, title: "Save")) == .matches(
            toNot: "expected to not contain key command cmd+s (title: \"Save\", image: nil), got <[KeyCommand(cmd+s \"Save\")]>\n"
                + "found 1 key command:\n"
                + "  cmd+s (title: \"Save\", discoverabilityTitle: nil, image: nil, attributes: [], state: .off)"))
        #expect(outcomes([save], containKeyCommand(input: "s", modifiers: .command, title: "Save", discoverabilityTitle: "Save")) == .doesNotMatch(
            "expected to contain key command cmd+s (title: \"Save\", discoverabilityTitle: \"Save\", image: nil), got <[KeyCommand(cmd+s \"Save\")]>\n"
                + "found 1 key command:\n"
                + "  cmd+s (title: \"Save\", discoverabilityTitle: nil, image: nil, attributes: [], state: .off)"))
        #expect(outcomes([], containKeyCommand(input: "s", modifiers: .command, title: "Save")) == .doesNotMatch(
            "expected to contain key command cmd+s (title: \"Save\", image: nil), got <[]>\nfound no key commands"))
        #expect(outcomes(nil as [KeyCommand]?, containKeyCommand(input: "s", modifiers: .command, title: "Save"))
            == .fails(nilMessage("contain key command cmd+s (title: \"Save\", image: nil)")))
        #expect(status(editor([save]).keyCommands, containKeyCommand(input: "s", modifiers: .command, title: "Save", state: .off)) == .matches)
    }
}
