import LarkUI

// The model's `Accessible` types, whose properties have the same names and meaning.

/// Everything that carries UIKit's accessibility properties: responders (labels, buttons and
/// other controls are elements by default; plain views are not), bar items and alert actions
/// (elements by default).
extension AccessibleObject: AccessibilityElement {}
