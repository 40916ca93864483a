import Foundation

/// Which way text and leading-to-trailing layout run (`UIUserInterfaceLayoutDirection`).
public enum UserInterfaceLayoutDirection: Int, Hashable, Sendable {
    /// Left to right, as in English.
    case leftToRight
    /// Right to left, as in Arabic and Hebrew.
    case rightToLeft
}
