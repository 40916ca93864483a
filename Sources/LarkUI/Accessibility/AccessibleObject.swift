import Foundation

/// The common base of responders, bar items and alert actions: the accessibility properties
/// that every `NSObject` has in UIKit (the `UIAccessibility` informal protocol), declared once.
///
/// Each property reads what was set, else the object's own default; setting `nil` restores the
/// default, as in UIKit.
@preconcurrency @MainActor
open class AccessibleObject: Accessible {
    /// Creates an object whose accessibility properties all have their defaults.
    public init() {}

    var accessibility = AccessibilityOverrides()

    /// Whether assistive technologies see this object as an element. Plain views and
    /// non-view responders: false; labels, controls, cells, bar items and alert actions: true.
    open var isAccessibilityElement: Bool {
        get { accessibility.isElement ?? defaultIsAccessibilityElement }
        set { accessibility.isElement = newValue }
    }

    /// The element's label; labels and buttons default to their text, bar items and alert
    /// actions to their title.
    open var accessibilityLabel: String? {
        get { accessibility.label ?? defaultAccessibilityLabel }
        set { accessibility.label = newValue }
    }

    /// The element's value; text fields and switches provide one by default.
    open var accessibilityValue: String? {
        get { accessibility.value ?? defaultAccessibilityValue }
        set { accessibility.value = newValue }
    }

    /// What activating the element does.
    open var accessibilityHint: String? {
        get { accessibility.hint }
        set { accessibility.hint = newValue }
    }

    /// The element's traits; each kind of view has UIKit's default (buttons: `.button`, ...),
    /// and bar items and alert actions are `.button`, plus `.notEnabled` while disabled.
    open var accessibilityTraits: AccessibilityTraits {
        get { accessibility.traits ?? defaultAccessibilityTraits }
        set { accessibility.traits = newValue }
    }

    /// An identifier for tests; a view or bar item also shows it in `description` as
    /// `#identifier`.
    open var accessibilityIdentifier: String?

    // What each kind of object reads while nothing is set; subclasses override these rather
    // than the properties, so that setting nil restores their default.
    var defaultIsAccessibilityElement: Bool { false }
    var defaultAccessibilityLabel: String? { nil }
    var defaultAccessibilityValue: String? { nil }
    var defaultAccessibilityTraits: AccessibilityTraits { [] }
}
