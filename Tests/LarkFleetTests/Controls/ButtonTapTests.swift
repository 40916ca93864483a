import Foundation
import Lark
import XCTest
@testable import LarkTestSupport

/// `Button.tap()` (controls.md §2), in XCTest with Lark's `expect`.
@MainActor
final class ButtonTapTests: XCTestCase {
    private var host: View!
    private var button: Button!
    private var recorder: ControlEventRecorder!

    override func setUp() async throws {
        host = makeHostView()
        button = Button(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        button.setTitle("Save", for: .normal)
        host.addSubview(button)
        recorder = ControlEventRecorder(control: button)
    }

    private func tapError() -> Fleet.ButtonError? {
        do {
            try button.tap()
            return nil
        } catch {
            return error
        }
    }

    func testTapSendsTouchDownThenTouchUpInsideThenPrimaryAction() async throws {
        var everything: [String] = []
        button.addAction(Action { action in everything.append("\((action.sender as? Button) === self.button)") }, for: .primaryActionTriggered)
        try button.tap()
        expect(self.recorder.events) == ["touchDown", "allTouchEvents", "touchUpInside", "allTouchEvents"]
        expect(everything) == ["true"]
    }

    func testAPrimaryActionButtonFires() async throws {
        var fired = 0
        let button = Button(primaryAction: Action(title: "Go") { _ in fired += 1 })
        host.addSubview(button)
        try button.tap()
        expect(fired) == 1
    }

    func testAFreeStandingButtonCanBeTapped() async throws {
        let loose = Button()
        let looseRecorder = ControlEventRecorder(control: loose)
        try loose.tap()
        expect(looseRecorder.events) == ["touchDown", "allTouchEvents", "touchUpInside", "allTouchEvents"]
    }

    func testAHiddenButtonIsRefused() async {
        button.isHidden = true
        let error = tapError()
        expect(error?.kind) == .unreachable(.notVisible)
        expect(error?.name) == "Fleet.ButtonError"
        expect(error?.message) == "Cannot tap Button \"Save\": Control is not visible (it is hidden). Set isHidden = false."
        expect(self.recorder.events).to(beEmpty())
    }

    func testADisabledButtonIsRefused() async {
        button.isEnabled = false
        let error = tapError()
        expect(error?.kind) == .notEnabled
        expect(error?.message.hasPrefix("Cannot tap Button \"Save\": Control is not enabled.")) == true
        expect(self.recorder.events).to(beEmpty())
    }

    func testAnInteractionDisabledButtonIsRefused() async {
        button.isUserInteractionEnabled = false
        let error = tapError()
        expect(error?.kind) == .unreachable(.userInteractionDisabled)
        expect(error?.message) == "Cannot tap Button \"Save\": Control receives no touches (it has user interaction disabled). Set isUserInteractionEnabled = true."
        expect(self.recorder.events).to(beEmpty())
    }

    func testTheChecksRunInOrder() async {
        button.isUserInteractionEnabled = false
        button.isEnabled = false
        button.isHidden = true
        // The touch first (interaction, then sight), then the control's own state.
        expect(self.tapError()?.kind) == .unreachable(.userInteractionDisabled)
        button.isUserInteractionEnabled = true
        expect(self.tapError()?.kind) == .unreachable(.notVisible)
        button.isHidden = false
        expect(self.tapError()?.kind) == .notEnabled
        expect(self.recorder.events).to(beEmpty())
    }

    func testAncestorsAreCheckedAndNamed() async {
        let container = StackView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        container.accessibilityIdentifier = "form"
        host.addSubview(container)
        container.addSubview(button)

        container.isUserInteractionEnabled = false
        expect(self.tapError()?.kind) == .unreachable(.userInteractionDisabled)
        expect(self.tapError()?.message.contains("(its ancestor <StackView#form> has user interaction disabled). Set isUserInteractionEnabled = true on that view.")) == true
        container.isUserInteractionEnabled = true

        container.isHidden = true
        expect(self.tapError()?.message.contains("(its ancestor <StackView#form> is hidden). Set isHidden = false on that view.")) == true
        container.isHidden = false

        container.alpha = 0
        expect(self.tapError()?.kind) == .unreachable(.notVisible)
        expect(self.tapError()?.message.contains("(its ancestor <StackView#form> has alpha 0)")) == true
        container.alpha = 0.5
        container.frame.size = .zero
        expect(self.tapError()?.kind) == .unreachable(.outsideBounds)
        expect(self.tapError()?.message.contains("(its ancestor <StackView#form> has width 0 and has height 0). Give that view a width and a height")) == true
        container.frame.size = CGSize(width: 20, height: 20)
        button.frame.origin = CGPoint(x: 30, y: 0)
        expect(self.tapError()?.message.contains("(it lies outside the bounds of its ancestor <StackView#form>). Move it inside that view's bounds")) == true
        button.frame.origin = .zero
        expect(self.tapError()).to(beNil())
        expect(self.recorder.events.count) == 4
    }

    func testATransparentButtonAndAHiddenWindowAreNotVisible() async {
        button.alpha = 0.001
        expect(self.tapError()?.message.contains("(it has alpha 0.001). Raise alpha to at least 0.01.")) == true
        button.alpha = 1
        host.window?.isHidden = true
        expect(self.tapError()?.message.contains("(its window <Window> is hidden). Call makeKeyAndVisible() on the window")) == true
        expect(self.recorder.events).to(beEmpty())
    }
}
