import LarkUI

/// Something assistive technologies can see, for the accessibility matchers
/// (`beAnAccessibilityElement()`, `haveAccessibilityLabel(_:)`, ...).
///
/// In the model: every `View`, `BarItem` and `AlertAction` (the same properties as the model's
/// `Accessible`, read-only here).
@MainActor
public protocol AccessibilityElement {
    /// Whether assistive technologies see this object as an element.
    var isAccessibilityElement: Bool { get }
    /// A short word or phrase naming the element.
    var accessibilityLabel: String? { get }
    /// The element's current value.
    var accessibilityValue: String? { get }
    /// What activating the element does.
    var accessibilityHint: String? { get }
    /// The element's traits.
    var accessibilityTraits: AccessibilityTraits { get }
    /// An identifier for tests and automation.
    var accessibilityIdentifier: String? { get }
}
