import Foundation

/// The accessibility properties UIKit gives views, bar items and alert actions.
///
/// Setting a property to `nil` restores the object's default, as in UIKit (for example a
/// label's `accessibilityLabel` falls back to its text).
@preconcurrency @MainActor
public protocol Accessible: AnyObject {
    /// Whether assistive technologies see this object as an element.
    var isAccessibilityElement: Bool { get set }
    /// A short word or phrase naming the element.
    var accessibilityLabel: String? { get set }
    /// The element's current value, for elements that have one.
    var accessibilityValue: String? { get set }
    /// What activating the element does.
    var accessibilityHint: String? { get set }
    /// The element's traits.
    var accessibilityTraits: AccessibilityTraits { get set }
    /// An identifier for tests and automation; never read aloud.
    var accessibilityIdentifier: String? { get set }
}

/// Explicitly set accessibility values; `nil` means "use the object's default".
struct AccessibilityOverrides {
    var isElement: Bool?
    var label: String?
    var value: String?
    var hint: String?
    var traits: AccessibilityTraits?

    /// The default traits of an item that is tapped but is no view (alert actions, bar items):
    /// `.button`, plus `.notEnabled` while disabled.
    static func itemTraits(isEnabled: Bool) -> AccessibilityTraits {
        isEnabled ? [.button] : [.button, .notEnabled]
    }
}
