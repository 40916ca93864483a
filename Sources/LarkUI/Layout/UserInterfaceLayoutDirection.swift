import Foundation

/// The direction content is arranged in, as `UIUserInterfaceLayoutDirection`: leading is left
/// under `.leftToRight` and right under `.rightToLeft`.
public enum UserInterfaceLayoutDirection: Int, Hashable, Sendable {
    /// Leading is left, trailing is right.
    case leftToRight = 0
    /// Leading is right, trailing is left.
    case rightToLeft = 1
}
