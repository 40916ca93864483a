import Foundation
import LarkExpect
import LarkUI

/// Passes when the subject slider's `value` is `value`.
///
/// ```swift
/// try volume.slide(to: 0.8)
/// expect(volume).to(haveValue(0.8))
/// ```
///
/// Message: `expected to have value 0.8, got <Slider> (value: 0.5; range: 0.0...1.0)`.
@MainActor
public func haveValue<T: Slider>(_ value: Float) -> LarkExpect.Predicate<T> {
    subjectPredicate({ "have value \(value)" }) { (subject: T) in
        Verdict(subject.value == value, facts: "value: \(subject.value); range: \(subject.minimumValue)...\(subject.maximumValue)")
    }
}

/// Passes when the subject stepper's `value` is `value`.
///
/// ```swift
/// try quantity.increment()
/// expect(quantity).to(haveValue(2))
/// ```
///
/// Message: `expected to have value 2.0, got <Stepper> (value: 1.0; range: 0.0...10.0, step 1.0)`.
@MainActor
public func haveValue<T: Stepper>(_ value: Double) -> LarkExpect.Predicate<T> {
    subjectPredicate({ "have value \(value)" }) { (subject: T) in
        Verdict(subject.value == value, facts: "value: \(subject.value); range: \(subject.minimumValue)...\(subject.maximumValue), step \(subject.stepValue)")
    }
}
