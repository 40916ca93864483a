import Foundation

/// The accessibility traits UIKit defines, as an option set that describes itself by name:
/// `[button, adjustable]`, or `[]` when empty.
public struct AccessibilityTraits: OptionSet, Hashable, Sendable, CustomStringConvertible {
    /// The raw bits.
    public let rawValue: UInt64

    /// Creates traits from raw bits.
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    /// No traits.
    public static let none: AccessibilityTraits = []
    /// Behaves like a button.
    public static let button = AccessibilityTraits(rawValue: 1 << 0)
    /// Behaves like a link.
    public static let link = AccessibilityTraits(rawValue: 1 << 1)
    /// Is a header for a section of content.
    public static let header = AccessibilityTraits(rawValue: 1 << 2)
    /// Is a search field.
    public static let searchField = AccessibilityTraits(rawValue: 1 << 3)
    /// Is an image.
    public static let image = AccessibilityTraits(rawValue: 1 << 4)
    /// Is currently selected.
    public static let selected = AccessibilityTraits(rawValue: 1 << 5)
    /// Plays its own sound when activated.
    public static let playsSound = AccessibilityTraits(rawValue: 1 << 6)
    /// Behaves like a keyboard key.
    public static let keyboardKey = AccessibilityTraits(rawValue: 1 << 7)
    /// Is static text that cannot change.
    public static let staticText = AccessibilityTraits(rawValue: 1 << 8)
    /// Provides summary information when the app starts.
    public static let summaryElement = AccessibilityTraits(rawValue: 1 << 9)
    /// Is not enabled and does not respond to interaction.
    public static let notEnabled = AccessibilityTraits(rawValue: 1 << 10)
    /// Updates its label or value frequently.
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 11)
    /// Starts a media session when activated.
    public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 12)
    /// Can be adjusted through a range of values.
    public static let adjustable = AccessibilityTraits(rawValue: 1 << 13)
    /// Allows direct touch interaction.
    public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 14)
    /// Causes an automatic page turn when reading reaches its end.
    public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 15)
    /// Is a tab bar.
    public static let tabBar = AccessibilityTraits(rawValue: 1 << 16)

    /// Every named trait with its name, in declaration order.
    public static let namedTraits: [(trait: AccessibilityTraits, name: String)] = [
        (.button, "button"), (.link, "link"), (.header, "header"), (.searchField, "searchField"),
        (.image, "image"), (.selected, "selected"), (.playsSound, "playsSound"),
        (.keyboardKey, "keyboardKey"), (.staticText, "staticText"), (.summaryElement, "summaryElement"),
        (.notEnabled, "notEnabled"), (.updatesFrequently, "updatesFrequently"),
        (.startsMediaSession, "startsMediaSession"), (.adjustable, "adjustable"),
        (.allowsDirectInteraction, "allowsDirectInteraction"), (.causesPageTurn, "causesPageTurn"),
        (.tabBar, "tabBar"),
    ]

    /// The names of the contained traits, in declaration order.
    public var names: [String] {
        AccessibilityTraits.namedTraits.filter { contains($0.trait) }.map(\.name)
    }

    /// `[button, adjustable]`, `[button]`, or `[]` for none.
    public var description: String {
        "[" + names.joined(separator: ", ") + "]"
    }
}
