import Foundation

/// The environment a view is shown in (appearance, text size, size classes, scale), the model's
/// stand-in for `UITraitCollection`. Immutable: combine or copy to change one trait.
///
/// A window's traits come from `Window.windowTraitCollection` (a phone in portrait, light
/// appearance, large text, by default); views and controllers inherit them and may override the
/// appearance with `overrideUserInterfaceStyle`. Changing either calls `traitCollectionDidChange`
/// on every view and controller whose traits changed, as UIKit does.
public final class TraitCollection: Hashable, Sendable, CustomStringConvertible {
    /// Light or dark appearance.
    public let userInterfaceStyle: UserInterfaceStyle
    /// The user's preferred text size.
    public let preferredContentSizeCategory: ContentSizeCategory
    /// The horizontal size class.
    public let horizontalSizeClass: UserInterfaceSizeClass
    /// The vertical size class.
    public let verticalSizeClass: UserInterfaceSizeClass
    /// The kind of device.
    public let userInterfaceIdiom: UserInterfaceIdiom
    /// Points to pixels.
    public let displayScale: CGFloat
    /// Left-to-right or right-to-left.
    public let layoutDirection: TraitEnvironmentLayoutDirection
    /// Whether the user asked for more contrast.
    public let accessibilityContrast: AccessibilityContrast
    /// Whether the user asked for bold text.
    public let legibilityWeight: LegibilityWeight

    /// A trait collection; unspecified traits take the defaults of an unattached view.
    public init(userInterfaceStyle: UserInterfaceStyle = .unspecified,
                preferredContentSizeCategory: ContentSizeCategory = .unspecified,
                horizontalSizeClass: UserInterfaceSizeClass = .unspecified,
                verticalSizeClass: UserInterfaceSizeClass = .unspecified,
                userInterfaceIdiom: UserInterfaceIdiom = .unspecified,
                displayScale: CGFloat = 0,
                layoutDirection: TraitEnvironmentLayoutDirection = .unspecified,
                accessibilityContrast: AccessibilityContrast = .unspecified,
                legibilityWeight: LegibilityWeight = .unspecified) {
        self.userInterfaceStyle = userInterfaceStyle
        self.preferredContentSizeCategory = preferredContentSizeCategory
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.userInterfaceIdiom = userInterfaceIdiom
        self.displayScale = displayScale
        self.layoutDirection = layoutDirection
        self.accessibilityContrast = accessibilityContrast
        self.legibilityWeight = legibilityWeight
    }

    /// An empty collection.
    public convenience init() { self.init(userInterfaceStyle: .unspecified) }

    /// A collection of the specified traits of every collection, later ones winning.
    public convenience init(traitsFrom collections: [TraitCollection]) {
        var result = TraitCollection()
        for collection in collections { result = result.overlaying(collection) }
        self.init(copying: result)
    }

    private convenience init(copying other: TraitCollection) {
        self.init(userInterfaceStyle: other.userInterfaceStyle, preferredContentSizeCategory: other.preferredContentSizeCategory,
                  horizontalSizeClass: other.horizontalSizeClass, verticalSizeClass: other.verticalSizeClass,
                  userInterfaceIdiom: other.userInterfaceIdiom, displayScale: other.displayScale,
                  layoutDirection: other.layoutDirection, accessibilityContrast: other.accessibilityContrast,
                  legibilityWeight: other.legibilityWeight)
    }

    /// The traits of a phone in portrait, light appearance and large text: a window's default.
    public static let phone = TraitCollection(
        userInterfaceStyle: .light, preferredContentSizeCategory: .large, horizontalSizeClass: .compact,
        verticalSizeClass: .regular, userInterfaceIdiom: .phone, displayScale: 3, layoutDirection: .leftToRight,
        accessibilityContrast: .normal, legibilityWeight: .regular)

    /// The traits of the code that runs now (UIKit's `UITraitCollection.current`): a phone's.
    public static var current: TraitCollection { .phone }

    /// This collection with every trait `other` specifies taking `other`'s value.
    public func overlaying(_ other: TraitCollection) -> TraitCollection {
        TraitCollection(
            userInterfaceStyle: other.userInterfaceStyle != .unspecified ? other.userInterfaceStyle : userInterfaceStyle,
            preferredContentSizeCategory: other.preferredContentSizeCategory != .unspecified ? other.preferredContentSizeCategory : preferredContentSizeCategory,
            horizontalSizeClass: other.horizontalSizeClass != .unspecified ? other.horizontalSizeClass : horizontalSizeClass,
            verticalSizeClass: other.verticalSizeClass != .unspecified ? other.verticalSizeClass : verticalSizeClass,
            userInterfaceIdiom: other.userInterfaceIdiom != .unspecified ? other.userInterfaceIdiom : userInterfaceIdiom,
            displayScale: other.displayScale != 0 ? other.displayScale : displayScale,
            layoutDirection: other.layoutDirection != .unspecified ? other.layoutDirection : layoutDirection,
            accessibilityContrast: other.accessibilityContrast != .unspecified ? other.accessibilityContrast : accessibilityContrast,
            legibilityWeight: other.legibilityWeight != .unspecified ? other.legibilityWeight : legibilityWeight)
    }

    /// Whether every trait `other` specifies has the same value here.
    public func containsTraits(in other: TraitCollection?) -> Bool {
        guard let other else { return true }
        return overlaying(other) == self
    }

    /// Whether colours could resolve differently in `other` (appearance or contrast differ).
    public func hasDifferentColorAppearance(comparedTo other: TraitCollection?) -> Bool {
        userInterfaceStyle != other?.userInterfaceStyle || accessibilityContrast != other?.accessibilityContrast
    }

    /// Runs `actions`; the model has one current trait collection, so this only runs them.
    public func performAsCurrent(_ actions: () throws -> Void) rethrows { try actions() }

    private var traits: [AnyHashable] {
        [userInterfaceStyle, preferredContentSizeCategory, horizontalSizeClass, verticalSizeClass, userInterfaceIdiom,
         displayScale, layoutDirection, accessibilityContrast, legibilityWeight]
    }

    /// Whether every trait is equal.
    public static func == (lhs: TraitCollection, rhs: TraitCollection) -> Bool { lhs.traits == rhs.traits }
    /// Hashes every trait.
    public func hash(into hasher: inout Hasher) { hasher.combine(traits) }

    /// The specified traits, e.g. `TraitCollection(userInterfaceStyle: dark, ...)`.
    public var description: String {
        var parts: [String] = []
        if userInterfaceStyle != .unspecified { parts.append("userInterfaceStyle: \(userInterfaceStyle)") }
        if preferredContentSizeCategory != .unspecified { parts.append("preferredContentSizeCategory: \(preferredContentSizeCategory.rawValue)") }
        if horizontalSizeClass != .unspecified { parts.append("horizontalSizeClass: \(horizontalSizeClass)") }
        if verticalSizeClass != .unspecified { parts.append("verticalSizeClass: \(verticalSizeClass)") }
        return "TraitCollection(\(parts.joined(separator: ", ")))"
    }
}

/// Something with traits, like `UITraitEnvironment`: views and view controllers.
@MainActor
public protocol TraitEnvironment: AnyObject {
    /// The current traits.
    var traitCollection: TraitCollection { get }
    /// Called when the traits changed.
    func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?)
}

/// Light or dark appearance (`UIUserInterfaceStyle`).
public enum UserInterfaceStyle: Int, Hashable, Sendable {
    /// Not specified: inherit.
    case unspecified
    /// Light appearance.
    case light
    /// Dark appearance.
    case dark
}

/// A size class (`UIUserInterfaceSizeClass`).
public enum UserInterfaceSizeClass: Int, Hashable, Sendable {
    /// Not specified.
    case unspecified
    /// Compact.
    case compact
    /// Regular.
    case regular
}

/// The kind of device (`UIUserInterfaceIdiom`).
public enum UserInterfaceIdiom: Int, Hashable, Sendable {
    /// Not specified.
    case unspecified = -1
    /// A phone.
    case phone = 0
    /// A tablet.
    case pad = 1
    /// A TV.
    case tv = 2
    /// CarPlay.
    case carPlay = 3
    /// A Mac.
    case mac = 5
    /// Vision Pro.
    case vision = 6
}

/// Reading direction (`UITraitEnvironmentLayoutDirection`).
public enum TraitEnvironmentLayoutDirection: Int, Hashable, Sendable {
    /// Not specified.
    case unspecified = -1
    /// Left to right.
    case leftToRight = 0
    /// Right to left.
    case rightToLeft = 1
}

/// Contrast setting (`UIAccessibilityContrast`).
public enum AccessibilityContrast: Int, Hashable, Sendable {
    /// Not specified.
    case unspecified = -1
    /// Normal contrast.
    case normal = 0
    /// Increased contrast.
    case high = 1
}

/// Bold-text setting (`UILegibilityWeight`).
public enum LegibilityWeight: Int, Hashable, Sendable {
    /// Not specified.
    case unspecified = -1
    /// Regular text.
    case regular = 0
    /// Bold text.
    case bold = 1
}

/// The user's preferred text size (`UIContentSizeCategory`).
public struct ContentSizeCategory: RawRepresentable, Hashable, Comparable, Sendable {
    /// UIKit's name for the size.
    public let rawValue: String
    /// A category with UIKit's raw name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Not specified.
    public static let unspecified = ContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    /// Extra small.
    public static let extraSmall = ContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    /// Small.
    public static let small = ContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    /// Medium.
    public static let medium = ContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    /// Large, the default.
    public static let large = ContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    /// Extra large.
    public static let extraLarge = ContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    /// Extra extra large.
    public static let extraExtraLarge = ContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    /// Extra extra extra large.
    public static let extraExtraExtraLarge = ContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    /// Accessibility medium.
    public static let accessibilityMedium = ContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    /// Accessibility large.
    public static let accessibilityLarge = ContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    /// Accessibility extra large.
    public static let accessibilityExtraLarge = ContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXL")
    /// Accessibility extra extra large.
    public static let accessibilityExtraExtraLarge = ContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    /// Accessibility extra extra extra large.
    public static let accessibilityExtraExtraExtraLarge = ContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    private static let order: [ContentSizeCategory] = [
        .unspecified, .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]

    private var rank: Int { Self.order.firstIndex(of: self) ?? 0 }

    /// Whether this is one of the five accessibility sizes.
    public var isAccessibilityCategory: Bool { rank >= Self.order.firstIndex(of: .accessibilityMedium)! }

    /// Smaller sizes come first.
    public static func < (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool { lhs.rank < rhs.rank }
}
