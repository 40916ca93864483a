import Foundation

/// An on/off switch, like `UISwitch`.
///
/// Changing `isOn` programmatically sends no events, as in UIKit; a user's flip is
/// `setOn(!isOn, animated:)` followed by `.valueChanged`, sent by whoever acts for the user.
@preconcurrency @MainActor
open class Switch: Control {
    /// Whether the switch is on (off by default).
    open var isOn = false

    /// The colour of the track while on.
    open var onTintColor: Color?
    /// The colour of the thumb.
    open var thumbTintColor: Color?

    /// Sets `isOn` without sending events.
    open func setOn(_ on: Bool, animated: Bool) {
        isOn = on
    }

    override var defaultAccessibilityValue: String? { isOn ? "1" : "0" }

    override var defaultAccessibilityTraits: AccessibilityTraits {
        super.defaultAccessibilityTraits.union(.button)
    }
}
