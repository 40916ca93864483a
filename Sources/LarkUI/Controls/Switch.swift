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

    /// The look a switch can take, like `UISwitch.Style`.
    public enum Style: Int, Hashable, Sendable {
        /// The platform's choice (a sliding switch on a phone).
        case automatic
        /// A checkbox (Mac only in UIKit).
        case checkbox
        /// A sliding switch.
        case sliding
    }

    /// The look asked for (`.automatic` by default; stored).
    open var preferredStyle: Style = .automatic
    /// The look shown: `.sliding`, as on a phone, where UIKit shows no checkboxes.
    open var style: Style { .sliding }
    /// A title beside a checkbox (stored; phones show none).
    open var title: String?
    /// An image for the on side (deprecated in UIKit; stored).
    open var onImage: Image?
    /// An image for the off side (deprecated in UIKit; stored).
    open var offImage: Image?

    /// Sets `isOn` without sending events.
    open func setOn(_ on: Bool, animated: Bool) {
        isOn = on
    }

    override var defaultAccessibilityValue: String? { isOn ? "1" : "0" }

    override var defaultAccessibilityTraits: AccessibilityTraits {
        super.defaultAccessibilityTraits.union(.button)
    }
}
