import LarkExpect
import LarkUI

// The accessibility matchers. An unmet precondition (not an element; an element VoiceOver does
// not reach; an element where a tab bar is expected) gives `.doesNotMatch` with a detail line,
// so `toNot` works on any subject.

/// Passes when the subject's `isAccessibilityElement` is true and VoiceOver reaches it: a view
/// inside `accessibilityElementsHidden`, beside a shown modal view (`accessibilityViewIsModal`)
/// or left out of an ancestor's `accessibilityElements` is not met, so it does not match.
///
/// ```swift
/// expect(avatarView).to(beAnAccessibilityElement())
/// ```
///
/// Message: `expected to be an accessibility element, got <View#avatar> (isAccessibilityElement: false)`.
@MainActor
public func beAnAccessibilityElement<T: AccessibilityElement>() -> Predicate<T> {
    accessibilityElementPredicate { $0 }
}

/// `beAnAccessibilityElement()` for subjects seen as `any AccessibilityElement`.
@MainActor
func accessibilityElementPredicate<T>(_ element: @escaping (T) -> any AccessibilityElement) -> Predicate<T> {
    subjectPredicate({ "be an accessibility element" }, as: element) { subject in
        let isElement = subject.isAccessibilityElement
        if isElement, let concealment = unreachedDetail(subject) {
            return Verdict(false, facts: "isAccessibilityElement: true", details: { concealment })
        }
        return Verdict(isElement, facts: "isAccessibilityElement: \(isElement)")
    }
}

/// Passes when the subject is an accessibility element whose `accessibilityLabel` equals
/// `label` exactly (whitespace counts). `nil` expects no label.
///
/// ```swift
/// expect(saveButton).to(haveAccessibilityLabel("Save"))
/// ```
///
/// A subject that is not an accessibility element does not match (with a detail line), so
/// `toNot` passes for it. Message:
/// `expected to have accessibility label "Save", got <Button "Save"> (accessibilityLabel: "Store")`.
@MainActor
public func haveAccessibilityLabel<T: AccessibilityElement>(_ label: String?) -> Predicate<T> {
    accessibilityLabelPredicate(label) { $0 }
}

/// `haveAccessibilityLabel(_:)` for subjects seen as `any AccessibilityElement`.
@MainActor
func accessibilityLabelPredicate<T>(_ label: String?, _ element: @escaping (T) -> any AccessibilityElement) -> Predicate<T> {
    elementStringPredicate("accessibility label", "accessibilityLabel", label, element) { $0.accessibilityLabel }
}

/// Passes when the subject is an accessibility element whose `accessibilityValue` equals
/// `value` exactly. `nil` expects no value.
///
/// ```swift
/// expect(volumeSlider).to(haveAccessibilityValue("50%"))
/// ```
///
/// A subject that is not an accessibility element does not match (with a detail line).
/// Message: `expected to have accessibility value "50%", got <View#volume> (accessibilityValue: nil)`.
@MainActor
public func haveAccessibilityValue<T: AccessibilityElement>(_ value: String?) -> Predicate<T> {
    elementStringPredicate("accessibility value", "accessibilityValue", value, { $0 }) { $0.accessibilityValue }
}

/// Passes when the subject is an accessibility element whose `accessibilityHint` equals
/// `hint` exactly. `nil` expects no hint.
///
/// ```swift
/// expect(saveButton).to(haveAccessibilityHint("Saves the draft"))
/// ```
///
/// A subject that is not an accessibility element does not match (with a detail line).
/// Message: `expected to have accessibility hint "Saves", got <Button "Save"> (accessibilityHint: nil)`.
@MainActor
public func haveAccessibilityHint<T: AccessibilityElement>(_ hint: String?) -> Predicate<T> {
    elementStringPredicate("accessibility hint", "accessibilityHint", hint, { $0 }) { $0.accessibilityHint }
}

/// Passes when the subject's `accessibilityIdentifier` equals `identifier` exactly. `nil`
/// expects no identifier.
///
/// ```swift
/// expect(saveButton).to(haveAccessibilityIdentifier("save"))
/// ```
///
/// Identifiers are for tests and automation, not for assistive technologies, so the subject
/// need not be an accessibility element.
/// Message: `expected to have accessibility identifier "save", got <Button "Save"> (accessibilityIdentifier: nil)`.
@MainActor
public func haveAccessibilityIdentifier<T: AccessibilityElement>(_ identifier: String?) -> Predicate<T> {
    accessibilityIdentifierPredicate(identifier) { $0 }
}

/// `haveAccessibilityIdentifier(_:)` for subjects seen as `any AccessibilityElement`.
@MainActor
func accessibilityIdentifierPredicate<T>(_ identifier: String?, _ element: @escaping (T) -> any AccessibilityElement) -> Predicate<T> {
    subjectPredicate({ "have accessibility identifier \(quoted(identifier))" }, as: element) { subject in
        let actual = subject.accessibilityIdentifier
        return Verdict(actual == identifier, facts: "accessibilityIdentifier: \(quoted(actual))")
    }
}

/// Passes when the subject's `accessibilityTraits` are exactly `traits`.
///
/// ```swift
/// expect(volumeSlider).to(haveAccessibilityTraits([.adjustable]))
/// ```
///
/// The subject must be an accessibility element, except for a tab bar (`.tabBar` in the
/// expected or the actual traits): a tab bar container must *not* be an element, as UIKit
/// requires. A subject that breaks that rule does not match, with a detail line. Traits are
/// listed by name. Message:
/// `expected to have accessibility traits [button, adjustable], got <Button "Play"> (accessibilityTraits: [button])`.
@MainActor
public func haveAccessibilityTraits<T: AccessibilityElement>(_ traits: AccessibilityTraits) -> Predicate<T> {
    traitsPredicate(expectation: { "have accessibility traits \(traits)" }, expected: traits) { $0 == traits }
}

/// Passes when the subject's `accessibilityTraits` contain all of `traits` (others may be
/// present too), with the same element rules as `haveAccessibilityTraits(_:)`.
///
/// ```swift
/// expect(playButton).to(haveAccessibilityTraits(including: .button))
/// ```
///
/// Message: `expected to have accessibility traits including [selected], got <Button "Play"> (accessibilityTraits: [button])`.
@MainActor
public func haveAccessibilityTraits<T: AccessibilityElement>(including traits: AccessibilityTraits) -> Predicate<T> {
    traitsPredicate(expectation: { "have accessibility traits including \(traits)" }, expected: traits) {
        $0.isSuperset(of: traits)
    }
}

/// The detail line for a subject that is not an accessibility element.
private let notAnElementDetail = "not an accessibility element (isAccessibilityElement: false)"

/// The detail line for a view VoiceOver does not reach, e.g. `VoiceOver does not reach it: its
/// ancestor <View#card> sets accessibilityElementsHidden`; nil when it does (or for bar items
/// and alert actions, which have no such properties).
@MainActor
private func unreachedDetail(_ subject: any AccessibilityElement) -> String? {
    (subject as? View)?.accessibilityConcealment.map { "VoiceOver does not reach it: \($0)" }
}

@MainActor
private func elementStringPredicate<T>(
    _ noun: String, _ property: String, _ expected: String?,
    _ element: @escaping (T) -> any AccessibilityElement,
    _ read: @escaping @MainActor (any AccessibilityElement) -> String?
) -> Predicate<T> {
    subjectPredicate({ "have \(noun) \(quoted(expected))" }, as: element) { subject in
        let actual = read(subject)
        guard subject.isAccessibilityElement else {
            return Verdict(false, facts: "\(property): \(quoted(actual))", details: { notAnElementDetail })
        }
        if let unreached = unreachedDetail(subject) {
            return Verdict(false, facts: "\(property): \(quoted(actual))", details: { unreached })
        }
        return Verdict(actual == expected, facts: "\(property): \(quoted(actual))")
    }
}

@MainActor
private func traitsPredicate<T: AccessibilityElement>(
    expectation: @escaping () -> String,
    expected: AccessibilityTraits,
    matches: @escaping (AccessibilityTraits) -> Bool
) -> Predicate<T> {
    subjectPredicate(expectation) { subject in
        let actual = subject.accessibilityTraits
        let isElement = subject.isAccessibilityElement
        // The tab bar rule applies whether the expected or the actual traits name a tab bar,
        // so a tab bar element is never judged like an ordinary one.
        if expected.contains(.tabBar) || actual.contains(.tabBar) {
            guard !isElement else {
                return Verdict(false, facts: "accessibilityTraits: \(actual)", details: {
                    "a tab bar must not be an accessibility element (isAccessibilityElement: true)"
                })
            }
        } else if !isElement {
            return Verdict(false, facts: "accessibilityTraits: \(actual)", details: { notAnElementDetail })
        } else if let unreached = unreachedDetail(subject) {
            return Verdict(false, facts: "accessibilityTraits: \(actual)", details: { unreached })
        }
        return Verdict(matches(actual), facts: "accessibilityTraits: \(actual)")
    }
}
