import Foundation

/// Which bar height an appearance value is for, like `UIBarMetrics`.
public enum BarMetrics: Int, Hashable, Sendable {
    /// The usual height.
    case `default`
    /// The compact height (a phone in landscape).
    case compact
    /// The usual height with a prompt.
    case defaultPrompt = 101
    /// The compact height with a prompt.
    case compactPrompt
}
