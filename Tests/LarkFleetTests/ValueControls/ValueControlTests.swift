import Foundation
import Lark
import Testing
import XCTest

/// Records a control's events, in order.
@MainActor
private final class Events {
    var log: [String] = []
    func watch(_ control: Control, value: @escaping @MainActor () -> String) {
        for (event, name) in [(Control.Event.touchDown, "touchDown"), (.valueChanged, "valueChanged"), (.touchUpInside, "touchUpInside")] {
            control.addAction(Action { [unowned self] _ in log.append("\(name) \(value())") }, for: event)
        }
    }
}

@MainActor
private func host(_ control: Control) -> Window {
    hostInWindow(control, frame: CGRect(x: 20, y: 20, width: 200, height: 44))
}

@Suite @MainActor struct ValueControlTests {
    @Test func aSlideSendsTheEventsAUserWould() throws {
        let slider = Slider()
        let window = host(slider)
        let events = Events()
        events.watch(slider) { "\(slider.value)" }
        try slider.slide(to: 0.75)
        #expect(events.log == ["touchDown 0.0", "valueChanged 0.75", "touchUpInside 0.75"])
        expect(slider).to(haveValue(0.75))
        let refused = try #require(throws: Fleet.ValueControlError.self) { try slider.slide(to: 1.5) }
        #expect(refused.kind == .valueOutOfRange)
        #expect(refused.reason == "The value is outside the track, which runs from 0.0 to 1.0")
        slider.isEnabled = false
        #expect(try #require(throws: Fleet.ValueControlError.self) { try slider.slide(to: 0.5) }.kind == .notEnabled)
        #expect(events.log.count == 3)
        #expect(slider.value == 0.75)
        withExtendedLifetime(window) {}
    }

    @Test func aStepperStepsClampsAndWraps() throws {
        let stepper = Stepper()
        let window = host(stepper)
        stepper.maximumValue = 3
        stepper.stepValue = 2
        let events = Events()
        events.watch(stepper) { "\(stepper.value)" }
        try stepper.increment()
        try stepper.increment()
        #expect(stepper.value == 3, "clamped at the maximum")
        #expect(events.log == ["touchDown 0.0", "valueChanged 2.0", "touchUpInside 2.0", "touchDown 2.0", "valueChanged 3.0", "touchUpInside 3.0"])
        let atTop = try #require(throws: Fleet.ValueControlError.self) { try stepper.increment() }
        #expect(atTop.kind == .atLimit)
        #expect(atTop.message.hasSuffix("The value is at its maximum (3.0) and the stepper does not wrap, so the button is disabled. Raise maximumValue, or set wraps = true."))
        stepper.wraps = true
        try stepper.increment()
        expect(stepper).to(haveValue(0))
        try stepper.decrement()
        expect(stepper).to(haveValue(3))
        withExtendedLifetime(window) {}
    }

    @Test func aSegmentIsSelectedByIndexOrTitle() throws {
        let sorting = SegmentedControl(items: ["Date", "Name", "Size"])
        let window = host(sorting)
        let events = Events()
        events.watch(sorting) { "\(sorting.selectedSegmentIndex)" }
        try sorting.selectSegment(withTitle: "Name")
        #expect(events.log == ["touchDown -1", "valueChanged 1", "touchUpInside 1"])
        try sorting.selectSegment(at: 1)
        #expect(events.log.suffix(2) == ["touchDown 1", "touchUpInside 1"], "no valueChanged when nothing changed")
        expect(sorting).to(haveSelectedSegment(1))
        expect(sorting).to(haveSelectedSegment(titled: "Name"))
        let missing = try #require(throws: Fleet.ValueControlError.self) { try sorting.selectSegment(withTitle: "Colour") }
        #expect(missing.kind == .noSuchSegment)
        #expect(missing.remedy == "Its segments are 0: 'Date', 1: 'Name', 2: 'Size'; use one of those")
        sorting.setEnabled(false, forSegmentAt: 2)
        #expect(try #require(throws: Fleet.ValueControlError.self) { try sorting.selectSegment(at: 2) }.kind == .segmentNotEnabled)
        sorting.isHidden = true
        #expect(try #require(throws: Fleet.ValueControlError.self) { try sorting.selectSegment(at: 0) }.kind == .unreachable(.notVisible))
        expect(sorting).to(haveSelectedSegment(1))
        let failures = gatherFailingExpectations(silently: true) { expect(sorting).to(haveSelectedSegment(titled: "Date")) }
        #expect(failures.map(\.message.stringValue) == [
            "expected to have the segment titled 'Date' selected, got <SegmentedControl \"Name\"> (selected: 1 'Name'; segments: 0 'Date', 1 'Name', 2 'Size')",
        ])
        withExtendedLifetime(window) {}
    }

    @Test func aMomentarySegmentedControlSelectsOnlyDuringTheTap() throws {
        let actions = SegmentedControl(items: ["Bold", "Italic"])
        let window = host(actions)
        actions.isMomentary = true
        let events = Events()
        events.watch(actions) { "\(actions.selectedSegmentIndex)" }
        try actions.selectSegment(at: 0)
        try actions.selectSegment(at: 0)
        #expect(events.log == ["touchDown -1", "valueChanged 0", "touchUpInside -1", "touchDown -1", "valueChanged 0", "touchUpInside -1"])
        expect(actions).to(haveSelectedSegment(SegmentedControl.noSegment))
        withExtendedLifetime(window) {}
    }
}

/// Random taps on a stepper with random limits, step and wrapping, against an oracle: the value
/// stays in range, a refused tap changes nothing and sends nothing.
@Suite @MainActor struct StepperPropertyTests {
    @Test(arguments: 0..<4)
    func randomTapsAgreeWithTheOracle(batch: UInt64) throws {
        var random = SeededGenerator(seed: 0x57E9_0000 + batch)
        var refused = 0, accepted = 0
        for _ in 0..<40 {
            let stepper = Stepper()
            let window = host(stepper)
            stepper.maximumValue = Double(Int.random(in: 0...6, using: &random))
            stepper.stepValue = Double(Int.random(in: 1...3, using: &random))
            stepper.wraps = Bool.random(using: &random)
            var expected = 0.0
            var sent = 0
            stepper.addAction(Action { _ in sent += 1 }, for: .valueChanged)
            for _ in 0..<20 {
                let up = Bool.random(using: &random)
                var next: Double?
                if up { next = expected >= stepper.maximumValue ? (stepper.wraps ? 0 : nil) : min(expected + stepper.stepValue, stepper.maximumValue) }
                else { next = expected <= 0 ? (stepper.wraps ? stepper.maximumValue : nil) : max(expected - stepper.stepValue, 0) }
                let before = sent
                do {
                    if up { try stepper.increment() } else { try stepper.decrement() }
                    #expect(next != nil)
                    #expect(sent == before + 1)
                    accepted += 1
                } catch {
                    #expect(next == nil)
                    #expect(error.kind == .atLimit)
                    #expect(sent == before)
                    refused += 1
                }
                expected = next ?? expected
                #expect(stepper.value == expected)
                #expect(stepper.value >= stepper.minimumValue && stepper.value <= stepper.maximumValue)
            }
            withExtendedLifetime(window) {}
        }
        #expect(refused > 20 && accepted > 100)
    }
}

@MainActor
final class ValueControlXCTests: XCTestCase {
    func testTheValueControlsUnderXCTest() async throws {
        let slider = Slider()
        let window = host(slider)
        try slider.slide(to: 0.5)
        expect(slider).to(haveValue(0.5))
        XCTAssertThrowsError(try slider.slide(to: -1))
        withExtendedLifetime(window) {}
    }
}
