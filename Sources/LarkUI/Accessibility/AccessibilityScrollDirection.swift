import Foundation

/// The direction assistive technologies ask an element to scroll (`UIAccessibilityScrollDirection`).
public enum AccessibilityScrollDirection: Int, Hashable, Sendable {
    /// Towards the right.
    case right = 1
    /// Towards the left.
    case left
    /// Upwards.
    case up
    /// Downwards.
    case down
    /// To the next page.
    case next
    /// To the previous page.
    case previous
}
