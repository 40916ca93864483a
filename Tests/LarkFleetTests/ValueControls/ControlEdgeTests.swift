import Foundation
import Lark
import Testing

/// docs/controls.md: value controls at the edges of their UIKit documentation.
@Suite("Controls at the edges")
@MainActor
struct ControlEdgeTests {
    @Test func aSliderMinimumAboveTheMaximumRaisesTheMaximum() throws {
        let slider = Slider()
        slider.value = 0.5
        slider.minimumValue = 5
        #expect(slider.maximumValue == 5)
        #expect(slider.value == 5)
        slider.maximumValue = 2
        #expect(slider.minimumValue == 2 && slider.value == 2, "a maximum below the minimum lowers the minimum")
        let window = hostInWindow(slider, frame: CGRect(x: 20, y: 20, width: 200, height: 44))
        let refused = try #require(throws: Fleet.ValueControlError.self) { try slider.slide(to: 3) }
        #expect(refused.kind == .valueOutOfRange)
        withExtendedLifetime(window) {}
    }

    @Test func aMomentarySegmentedControlKeepsItsIndexAfterTheTap() throws {
        let control = SegmentedControl(items: ["Bold", "Italic"])
        control.selectedSegmentIndex = 1
        control.isMomentary = true
        let window = hostInWindow(control, frame: CGRect(x: 20, y: 20, width: 200, height: 44))
        var during: [Int] = []
        control.addAction(Action { _ in during.append(control.selectedSegmentIndex) }, for: .valueChanged)
        try control.selectSegment(at: 0)
        #expect(during == [0], "the tapped segment is readable while the targets run")
        #expect(control.selectedSegmentIndex == 1, "and not kept once tracking ends")
        withExtendedLifetime(window) {}
    }

    @Test func aDatePickerIgnoresBothLimitsWhenTheMinimumIsAfterTheMaximum() throws {
        let picker = DatePicker()
        picker.maximumDate = Date(timeIntervalSinceReferenceDate: 100)
        picker.minimumDate = Date(timeIntervalSinceReferenceDate: 1_000)
        picker.date = Date(timeIntervalSinceReferenceDate: 5_000)
        #expect(picker.date == Date(timeIntervalSinceReferenceDate: 5_000))
        #expect(picker.allows(Date(timeIntervalSinceReferenceDate: -5)))
        let window = hostInWindow(picker, frame: CGRect(x: 20, y: 20, width: 200, height: 44))
        try picker.choose(Date(timeIntervalSinceReferenceDate: 50_000))
        #expect(picker.date == Date(timeIntervalSinceReferenceDate: 50_000))
        picker.maximumDate = nil
        #expect(picker.date == Date(timeIntervalSinceReferenceDate: 50_000), "a minimum alone applies again")
        #expect(throws: Fleet.ValueControlError.self) { try picker.choose(Date(timeIntervalSinceReferenceDate: 0)) }
        withExtendedLifetime(window) {}
    }

    @Test func aStepperIsContinuousByDefaultAndSendsOneEventPerTapEitherWay() throws {
        let stepper = Stepper()
        #expect(stepper.isContinuous)
        let window = hostInWindow(stepper, frame: CGRect(x: 20, y: 20, width: 100, height: 44))
        var changes = 0
        stepper.addAction(Action { _ in changes += 1 }, for: .valueChanged)
        try stepper.increment()
        stepper.isContinuous = false
        try stepper.increment()
        #expect(changes == 2 && stepper.value == 2)
        withExtendedLifetime(window) {}
    }

    @Test func aGestureRefusalNamesWhatItsRecognizersNeed() throws {
        let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let double = TapGestureRecognizer { _ in }
        double.numberOfTapsRequired = 2
        view.addGestureRecognizer(double)
        let refused = try #require(throws: Fleet.GestureError.self) { try view.performTap() }
        #expect(refused.kind == .noRecognizer)
        #expect(refused.remedy == "Its recognizers are TapGestureRecognizer on View (2 taps); perform one of their gestures, or add one")
    }
}
