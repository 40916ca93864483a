import LarkUI

// The model's `Accessible` types, whose properties have the same names and meaning.

/// Every responder: views (labels, buttons and other controls are elements by default; plain
/// views are not), view controllers, windows and the application.
extension Responder: AccessibilityElement {}
/// Bar button items and tab bar items (elements by default).
extension BarItem: AccessibilityElement {}
/// Alert actions (elements by default).
extension AlertAction: AccessibilityElement {}
