import Foundation
import Lark
import Testing
@testable import LarkTestSupport

@Suite("Switch.flip() (controls.md §3)")
@MainActor
struct SwitchFlipTests {
    let host = makeHostView()
    let toggle = Switch()
    let recorder: ControlEventRecorder

    init() {
        host.addSubview(toggle)
        recorder = ControlEventRecorder(control: toggle)
    }

    @Test func flippingTogglesAndSendsValueChangedThenTouchUpInside() throws {
        var seenValues: [Bool] = []
        toggle.addAction(Action { [toggle] _ in seenValues.append(toggle.isOn) }, for: .valueChanged)
        try toggle.flip()
        #expect(toggle.isOn)
        #expect(recorder.events == ["valueChanged", "touchUpInside", "allTouchEvents"])
        recorder.erase()
        try toggle.flip()
        #expect(!toggle.isOn)
        #expect(recorder.events == ["valueChanged", "touchUpInside", "allTouchEvents"])
        #expect(seenValues == [true, false], "targets see the new value")
    }

    enum Refusal: CaseIterable, Sendable {
        case hidden, disabled, interactionDisabled
    }

    @Test(arguments: Refusal.allCases)
    func refusalsLeaveTheSwitchAlone(refusal: Refusal) throws {
        let expected: (Fleet.SwitchError.Kind, String)
        switch refusal {
        case .hidden:
            toggle.isHidden = true
            expected = (.unreachable(.notVisible), "Cannot flip Switch: Control is not visible (it is hidden). Set isHidden = false.")
        case .disabled:
            toggle.isEnabled = false
            expected = (.notEnabled, "Cannot flip Switch: Control is not enabled. Set isEnabled = true first.")
        case .interactionDisabled:
            toggle.isUserInteractionEnabled = false
            expected = (.unreachable(.userInteractionDisabled), "Cannot flip Switch: Control receives no touches (it has user interaction disabled). Set isUserInteractionEnabled = true.")
        }
        let error = try #require(throws: Fleet.SwitchError.self) { try toggle.flip() }
        #expect(error.kind == expected.0)
        #expect(error.name == "Fleet.SwitchError")
        #expect(error.message == expected.1)
        #expect(!toggle.isOn)
        #expect(recorder.events.isEmpty)
    }

    @Test func theTouchIsCheckedBeforeEnabledAndInteractionBeforeSight() throws {
        toggle.isUserInteractionEnabled = false
        toggle.isEnabled = false
        toggle.isHidden = true
        #expect(throws: Fleet.SwitchError(
            kind: .unreachable(.userInteractionDisabled), attempted: "Cannot flip Switch",
            reason: "Control receives no touches (it has user interaction disabled)", remedy: "Set isUserInteractionEnabled = true")) {
            try toggle.flip()
        }
        toggle.isUserInteractionEnabled = true
        #expect(try #require(throws: Fleet.SwitchError.self) { try toggle.flip() }.kind == .unreachable(.notVisible))
        toggle.isHidden = false
        #expect(try #require(throws: Fleet.SwitchError.self) { try toggle.flip() }.kind == .notEnabled)
    }

    @Test func aHiddenAncestorHidesTheSwitch() throws {
        let panel = View()
        host.addSubview(panel)
        panel.addSubview(toggle)
        panel.isHidden = true
        let error = try #require(throws: Fleet.SwitchError.self) { try toggle.flip() }
        #expect(error.kind == .unreachable(.notVisible))
        #expect(error.message.contains("(its ancestor <View> is hidden)"))
        #expect(!toggle.isOn)
    }
}
