import Foundation
import LarkUI
import Testing
@testable import LarkTestSupport

/// A target for target–action tests.
@MainActor
private final class Target {
    var log: [String] = []
    func tapped() { log.append("tapped") }
    func tappedBy(_ sender: Control) { log.append("tapped by \(type(of: sender))") }
    func buttonTapped(_ sender: Button) { log.append("button \(sender.currentTitle ?? "")") }
}

@Suite("Controls: target–action dispatch")
@MainActor
struct ControlDispatchTests {
    @Test func everyRegistrationWhoseMaskIntersectsFiresInRegistrationOrder() {
        let button = Button()
        let recorder = ControlEventRecorder(control: button)
        button.sendActions(for: .touchDown)
        button.sendActions(for: .touchUpInside)
        #expect(recorder.events == ["touchDown", "allTouchEvents", "touchUpInside", "allTouchEvents"])
        recorder.erase()
        button.sendActions(for: [.editingChanged, .valueChanged])
        #expect(recorder.events == ["valueChanged", "editingChanged", "allEditingEvents"])
        recorder.erase()
        button.sendActions(for: .primaryActionTriggered)
        #expect(recorder.events.isEmpty)
    }

    @Test func actionsReceiveTheControlAsSender() {
        let control = Switch()
        var senders: [Any?] = []
        control.addAction(Action { senders.append($0.sender) }, for: .valueChanged)
        control.sendActions(for: .valueChanged)
        #expect(senders.count == 1)
        #expect((senders.first ?? nil) as? Switch === control)
    }

    @Test func removingAnActionStopsItFromFiringForThoseEventsOnly() {
        let control = Control()
        var fired: [String] = []
        let action = Action { _ in fired.append("a") }
        control.addAction(action, for: [.touchDown, .touchUpInside])
        control.removeAction(action, for: .touchDown)
        control.sendActions(for: .touchDown)
        control.sendActions(for: .touchUpInside)
        #expect(fired == ["a"])
        control.removeAction(action, for: .touchUpInside)
        control.sendActions(for: .allEvents)
        #expect(fired == ["a"])
        #expect(control.allControlEvents.isEmpty)
    }

    @Test func addingAnActionWithTheSameIdentifierReplacesIt() {
        let control = Control()
        var fired: [String] = []
        let id = Action.Identifier("save")
        control.addAction(Action(identifier: id) { _ in fired.append("old") }, for: .touchUpInside)
        control.addAction(Action(identifier: id) { _ in fired.append("new") }, for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
        #expect(fired == ["new"])
        control.removeAction(identifiedBy: id, for: .allEvents)
        control.sendActions(for: .touchUpInside)
        #expect(fired == ["new"])
    }

    @Test func targetActionsUseMethodReferencesAndHoldTargetsWeakly() {
        let button = Button()
        button.setTitle("Go", for: .normal)
        var target: Target? = Target()
        weak let weakTarget = target
        button.addTarget(target!, action: Target.tapped, for: .touchUpInside)
        button.addTarget(target!, action: Target.buttonTapped, for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(target?.log == ["tapped", "button Go"])
        #expect(button.allTargets.count == 1)
        target = nil
        #expect(weakTarget == nil)
        button.sendActions(for: .touchUpInside)
        #expect(button.allTargets.isEmpty)
        #expect(button.allControlEvents.isEmpty)
    }

    @Test func removeTargetUnregistersOnlyThatTargetsEvents() {
        let control = Control()
        let first = Target(), second = Target()
        control.addTarget(first, action: ActionMethod(Target.tappedBy), for: [.touchDown, .valueChanged])
        control.addTarget(second, action: ActionMethod(Target.tappedBy), for: .valueChanged)
        control.removeTarget(first, for: .valueChanged)
        control.sendActions(for: .valueChanged)
        control.sendActions(for: .touchDown)
        #expect(first.log == ["tapped by Control"])
        #expect(second.log == ["tapped by Control"])
        control.removeTarget(nil, for: .allEvents)
        control.sendActions(for: .allEvents)
        #expect(first.log.count == 1 && second.log.count == 1)
    }

    @Test func aNilTargetTravelsUpTheResponderChain() {
        final class Screen: ViewController {
            var saved = 0
            func save() { saved += 1 }
        }
        let window = makeVisibleWindow()
        let screen = Screen()
        window.rootViewController = screen
        let button = Button()
        screen.view.addSubview(button)
        button.addTarget(nil, action: ActionMethod(Screen.save), for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(screen.saved == 1)
    }

    @Test func actionMethodsIgnoreTargetsOfOtherTypes() {
        let method = ActionMethod(Target.tapped)
        #expect(!method.canBeSent(to: View()))
        #expect(!method.send(to: View(), from: nil))
        let target = Target()
        #expect(method.send(to: target, from: nil))
        #expect(target.log == ["tapped"])
    }

    @Test func stateReflectsTheFlags() {
        let control = Control()
        #expect(control.state == .normal)
        control.isEnabled = false
        control.isSelected = true
        control.isHighlighted = true
        #expect(control.state == [.disabled, .selected, .highlighted])
    }
}

@Suite("Buttons and switches")
@MainActor
struct ButtonAndSwitchTests {
    @Test func perStateContentFallsBackToNormal() {
        let button = Button()
        let normalImage = Image(), selectedImage = Image()
        button.setTitle("Normal", for: .normal)
        button.setTitle("Selected", for: .selected)
        button.setTitleColor(.blue, for: .normal)
        button.setTitleColor(.gray, for: .disabled)
        button.setImage(normalImage, for: .normal)
        button.setImage(selectedImage, for: .selected)
        #expect(button.title(for: .disabled) == "Normal")
        #expect(button.title(for: .selected) == "Selected")
        #expect(button.title(for: [.selected, .highlighted]) == "Normal")
        #expect(button.titleColor(for: .disabled) == .gray)
        #expect(button.titleColor(for: .highlighted) == .blue)
        #expect(button.image(for: .disabled) == normalImage)
        #expect(button.currentTitle == "Normal")
        button.isSelected = true
        #expect(button.currentTitle == "Selected")
        #expect(button.currentImage == selectedImage)
        button.isSelected = false
        button.isEnabled = false
        #expect(button.currentTitleColor == .gray)
        button.setTitle(nil, for: .normal)
        #expect(button.title(for: .normal) == nil)
        #expect(button.title(for: .selected) == "Selected")
    }

    @Test func aButtonWithoutTitleColorUsesItsTint() {
        let button = Button()
        #expect(button.titleColor(for: .normal) == nil)
        #expect(button.currentTitleColor == .systemBlue)
    }

    @Test func primaryActionButtonsFireOnPrimaryActionTriggered() {
        var fired = 0
        let button = Button(primaryAction: Action(title: "Save") { _ in fired += 1 })
        #expect(button.currentTitle == "Save")
        button.sendActions(for: .touchUpInside)
        #expect(fired == 0)
        button.sendActions(for: .primaryActionTriggered)
        #expect(fired == 1)
    }

    @Test func pointerInteractionFlagAddsAndRemovesOneSystemInteraction() {
        let button = Button()
        #expect(button.interactions.isEmpty)
        button.isPointerInteractionEnabled = true
        button.isPointerInteractionEnabled = true
        let pointers = button.interactions.compactMap { $0 as? PointerInteraction }
        #expect(pointers.count == 1)
        #expect(pointers.first?.isSystemProvided == true)
        #expect(pointers.first?.delegate == nil)
        let own = PointerInteraction(delegate: nil)
        button.addInteraction(own)
        button.isPointerInteractionEnabled = false
        #expect(button.interactions.count == 1)
        #expect(button.interactions.first === own)
        #expect(button.pointerStyleProvider == nil)
        button.pointerStyleProvider = { _, effect, shape in PointerStyle(effect: effect, shape: shape) }
        let style = button.pointerStyleProvider?(button, .lift, .verticalBeam(length: 10))
        #expect(style == PointerStyle(effect: .lift, shape: .verticalBeam(length: 10)))
    }

    @Test func pointerInteractionDelegateDefaultsToTheSystemStyle() {
        final class Custom: PointerInteractionDelegate {}
        let delegate = Custom()
        let interaction = PointerInteraction(delegate: delegate)
        let (style, implemented) = OptionalMethod.call {
            delegate.pointerInteraction(interaction, styleFor: PointerRegion(rect: .zero))
        }
        #expect(style == nil)
        #expect(!implemented)
        #expect(interaction.delegate === delegate)
    }

    @Test func switchesChangeWithoutSendingEvents() {
        let toggle = Switch()
        let recorder = ControlEventRecorder(control: toggle)
        #expect(!toggle.isOn)
        toggle.setOn(true, animated: true)
        #expect(toggle.isOn)
        toggle.isOn = false
        #expect(!toggle.isOn)
        #expect(recorder.events.isEmpty)
        #expect(toggle.accessibilityValue == "0")
    }
}
