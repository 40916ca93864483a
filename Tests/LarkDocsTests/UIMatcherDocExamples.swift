import Foundation
import Lark

/// The failure-message examples of the UI matcher pages in `MatcherDocs/`, runnable.
///
/// `all()` maps the exact text of each page's `swift docs-example` block to a closure that
/// builds the fixture the page describes, runs that same expectation silently and returns the
/// failure messages it records, which must equal the page's `text docs-message` block.
enum UIMatcherDocExamples {
    /// A view offering the key commands it is given (the `editor` of the key command pages).
    final class EditorView: View {
        var commands: [KeyCommand]?
        override var keyCommands: [KeyCommand]? { commands }
    }

    /// Example text to a closure returning the failure messages the example records.
    @MainActor static func all() -> [String: @MainActor () -> [String]] {
        [
            // MatcherDocs/beAnAccessibilityElement.md
            #"expect(avatar).to(beAnAccessibilityElement())"#: {
                let avatar = View()
                avatar.accessibilityIdentifier = "avatar"
                return messages { expect(avatar).to(beAnAccessibilityElement()) }
            },
            // MatcherDocs/haveAccessibilityLabel.md
            #"expect(saveButton).to(haveAccessibilityLabel("Save draft"))"#: {
                let saveButton = Button()
                saveButton.setTitle("Save", for: .normal)
                return messages { expect(saveButton).to(haveAccessibilityLabel("Save draft")) }
            },
            // MatcherDocs/haveAccessibilityValue.md
            #"expect(volume).to(haveAccessibilityValue("50%"))"#: {
                let volume = View()
                volume.accessibilityIdentifier = "volume"
                volume.isAccessibilityElement = true
                return messages { expect(volume).to(haveAccessibilityValue("50%")) }
            },
            // MatcherDocs/haveAccessibilityHint.md
            #"expect(saveButton).to(haveAccessibilityHint("Saves the draft"))"#: {
                let saveButton = Button()
                saveButton.setTitle("Save", for: .normal)
                return messages { expect(saveButton).to(haveAccessibilityHint("Saves the draft")) }
            },
            // MatcherDocs/haveAccessibilityTraits.md
            #"expect(playButton).to(haveAccessibilityTraits([.button, .startsMediaSession]))"#: {
                let playButton = Button()
                playButton.setTitle("Play", for: .normal)
                return messages { expect(playButton).to(haveAccessibilityTraits([.button, .startsMediaSession])) }
            },
            // MatcherDocs/haveAccessibilityIdentifier.md
            #"expect(saveButton).to(haveAccessibilityIdentifier("save"))"#: {
                let saveButton = Button()
                saveButton.setTitle("Save", for: .normal)
                return messages { expect(saveButton).to(haveAccessibilityIdentifier("save")) }
            },
            // MatcherDocs/beEnabled.md
            #"expect(saveButton).to(beEnabled())"#: {
                let saveButton = Button()
                saveButton.setTitle("Save", for: .normal)
                saveButton.isEnabled = false
                return messages { expect(saveButton).to(beEnabled()) }
            },
            // MatcherDocs/beVisible.md
            #"expect(saveButton).to(beVisible(insideOf: root))"#: {
                let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
                root.accessibilityIdentifier = "root"
                let stack = StackView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
                stack.alpha = 0
                let saveButton = Button(frame: CGRect(x: 0, y: 0, width: 44, height: 44))
                saveButton.setTitle("Save", for: .normal)
                root.addSubview(stack)
                stack.addArrangedSubview(saveButton)
                return messages { expect(saveButton).to(beVisible(insideOf: root)) }
            },
            // MatcherDocs/beInteractible.md
            #"expect(saveButton).to(beInteractible(insideOf: root))"#: {
                let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
                root.accessibilityIdentifier = "root"
                let stack = StackView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
                stack.isUserInteractionEnabled = false
                let saveButton = Button(frame: CGRect(x: 0, y: 0, width: 44, height: 44))
                saveButton.setTitle("Save", for: .normal)
                root.addSubview(stack)
                stack.addArrangedSubview(saveButton)
                return messages { expect(saveButton).to(beInteractible(insideOf: root)) }
            },
            // MatcherDocs/displayText.md
            #"expect(label).to(displayText("Hi"))"#: {
                let label = Label()
                label.text = "Bye"
                return messages { expect(label).to(displayText("Hi")) }
            },
            // MatcherDocs/displayPlaceholder.md
            #"expect(emailField).to(displayPlaceholder("Email"))"#: {
                let emailField = TextField()
                emailField.placeholder = "E-mail"
                return messages { expect(emailField).to(displayPlaceholder("Email")) }
            },
            // MatcherDocs/haveTextColor.md
            #"expect(warningLabel).to(haveTextColor(.red))"#: {
                let warningLabel = Label()
                warningLabel.text = "Careful"
                warningLabel.textColor = .orange
                return messages { expect(warningLabel).to(haveTextColor(.red)) }
            },
            // MatcherDocs/haveImage.md
            #"expect(avatarView).to(haveImage(Image(named: "avatar")))"#: {
                let avatarView = ImageView(image: nil)
                return messages { expect(avatarView).to(haveImage(Image(named: "avatar"))) }
            },
            // MatcherDocs/haveKeyCommand.md
            #"expect(editor).to(haveKeyCommand(input: "k", modifiers: [.command, .shift], title: "Delete Line"))"#: {
                let editor = EditorView()
                editor.accessibilityIdentifier = "editor"
                editor.commands = [
                    KeyCommand(title: "Delete Line", input: "k", modifierFlags: .command),
                    KeyCommand(title: "Save", input: "s", modifierFlags: .command),
                ]
                return messages { expect(editor).to(haveKeyCommand(input: "k", modifiers: [.command, .shift], title: "Delete Line")) }
            },
            // MatcherDocs/containKeyCommand.md
            #"expect(editor.keyCommands).to(containKeyCommand(input: "s", modifiers: .command, title: "Save", discoverabilityTitle: "Save Document"))"#: {
                let editor = EditorView()
                editor.accessibilityIdentifier = "editor"
                editor.commands = [
                    KeyCommand(title: "Delete Line", input: "k", modifierFlags: .command),
                    KeyCommand(title: "Save", input: "s", modifierFlags: .command),
                ]
                return messages { expect(editor.keyCommands).to(containKeyCommand(input: "s", modifiers: .command, title: "Save", discoverabilityTitle: "Save Document")) }
            },
            // MatcherDocs/haveTheDefaultPointerInteraction.md
            #"expect(saveButton).to(haveTheDefaultPointerInteraction())"#: {
                let saveButton = Button()
                saveButton.setTitle("Save", for: .normal)
                saveButton.addInteraction(PointerInteraction(delegate: nil))
                return messages { expect(saveButton).to(haveTheDefaultPointerInteraction()) }
            },
            // MatcherDocs/beOn.md
            #"expect(wifiSwitch).to(beOn())"#: {
                let wifiSwitch = Switch()
                wifiSwitch.accessibilityIdentifier = "wifi"
                return messages { expect(wifiSwitch).to(beOn()) }
            },
            // MatcherDocs/beOff.md
            #"expect(wifiSwitch).to(beOff())"#: {
                let wifiSwitch = Switch()
                wifiSwitch.accessibilityIdentifier = "wifi"
                wifiSwitch.isOn = true
                return messages { expect(wifiSwitch).to(beOff()) }
            },
        ]
    }

    /// The messages of the failing expectations `body` makes, recorded without failing the test.
    @MainActor private static func messages(_ body: () -> Void) -> [String] {
        gatherFailingExpectations(silently: true, closure: body).map(\.message.stringValue)
    }
}

/// Plugs the UI matcher examples into the docs test's registry.
enum UIMatcherExamples: DocsExampleSource {
    @MainActor static var examples: [String: DocsExample] {
        UIMatcherDocExamples.all().mapValues { run in { @MainActor in run() } }
    }
}
