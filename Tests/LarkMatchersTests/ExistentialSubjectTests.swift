import Foundation
import Lark
import Testing

/// Issue 14, item 5: subjects typed as a protocol existential can be checked, with the same
/// verdicts and messages as their concrete type; and every responder has accessibility
/// properties.
@Suite("UI matchers accept existential subjects")
@MainActor
struct ExistentialSubjectTests {
    @Test func textDisplayer() {
        let label = Label()
        label.text = "Hello"
        let displayer: any TextDisplayer = label
        expect(displayer).to(displayText("Hello"))
        expect(displayer).to(displayText())
        expect(displayer).toNot(displayText("Bye"))
        #expect(outcomes(displayer, displayText("Bye")) == outcomes(label, displayText("Bye")))
        #expect(outcomes(nil as (any TextDisplayer)?, displayText("Bye")) == outcomes(nil as Label?, displayText("Bye")))
        #expect(outcomes(displayer, haveTextColor(.red)) == outcomes(label, haveTextColor(.red)))
    }

    @Test func enablableAndSwitchable() {
        let button = Button()
        button.isEnabled = false
        let enablable: any Enablable = button
        expect(enablable).toNot(beEnabled())
        #expect(outcomes(enablable, beEnabled()) == outcomes(button, beEnabled()))
        let toggle = Switch()
        toggle.isOn = true
        let switchable: any Switchable = toggle
        expect(switchable).to(beOn())
        expect(switchable).toNot(beOff())
        #expect(outcomes(switchable, beOff()) == outcomes(toggle, beOff()))
    }

    @Test func imageDisplayer() {
        let imageView = ImageView()
        let displayer: any ImageDisplayer = imageView
        expect(displayer).toNot(haveImage())
        #expect(outcomes(displayer, haveImage(Image(named: "x"))) == outcomes(imageView, haveImage(Image(named: "x"))))
    }

    @Test func viewHierarchyNode() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let button = Button(frame: CGRect(x: 0, y: 0, width: 44, height: 44))
        root.addSubview(button)
        let node: any ViewHierarchyNode = button
        expect(node).to(beVisible(insideOf: root))
        expect(node).to(beInteractible(insideOf: root))
        expect(node).toNot(beVisible())
        root.alpha = 0
        #expect(outcomes(node, beVisible(insideOf: root)) == outcomes(button, beVisible(insideOf: root)))
        #expect(outcomes(node, beInteractible(insideOf: root)) == outcomes(button, beInteractible(insideOf: root)))
    }

    @Test func accessibilityAndPointerAndKeyCommands() {
        let button = Button()
        button.accessibilityIdentifier = "save"
        let element: any AccessibilityElement = button
        expect(element).to(beAnAccessibilityElement())
        expect(element).to(haveAccessibilityIdentifier("save"))
        #expect(outcomes(element, haveAccessibilityLabel("x")) == outcomes(button, haveAccessibilityLabel("x")))
        let interactive: any PointerInteractive = button
        #expect(outcomes(interactive, haveTheDefaultPointerInteraction()) == outcomes(button, haveTheDefaultPointerInteraction()))
        let responder: any KeyCommandResponder = button
        #expect(outcomes(responder, haveKeyCommand(input: "s", title: "Save")) == outcomes(button, haveKeyCommand(input: "s", title: "Save")))
    }

    @Test func everyResponderHasAccessibilityProperties() {
        let controller = ViewController()
        controller.accessibilityLabel = "Settings"
        controller.accessibilityIdentifier = "settings"
        controller.accessibilityTraits = .header
        #expect(controller.accessibilityLabel == "Settings")
        #expect(!controller.isAccessibilityElement)
        controller.isAccessibilityElement = true
        expect(controller).to(haveAccessibilityIdentifier("settings"))
        expect(controller).to(haveAccessibilityTraits(.header))
        let responder: Responder = Application()
        responder.accessibilityHint = "The app"
        #expect(responder.accessibilityHint == "The app")
        let accessible: any Accessible = controller
        #expect(accessible.accessibilityLabel == "Settings")
    }
}
