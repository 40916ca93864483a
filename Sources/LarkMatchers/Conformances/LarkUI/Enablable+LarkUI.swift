import LarkUI

// `isEnabled` is the model's own property, with the same meaning.

/// Buttons, switches, text fields and other controls.
extension Control: Enablable {}
/// Bar button items and tab bar items.
extension BarItem: Enablable {}
/// Alert actions.
extension AlertAction: Enablable {}
