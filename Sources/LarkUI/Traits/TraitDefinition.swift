import Foundation

/// A trait a `TraitCollection` holds, like `UITraitDefinition`: its type names the trait, for
/// `registerForTraitChanges(_:handler:)`. The model's traits are the system ones below; traits
/// of an app's own are not modelled (a `TraitCollection` holds a fixed set).
public protocol TraitDefinition {
    /// The trait's name, as UIKit's `name`.
    static var name: String { get }
    /// The trait's value in `traits`, for telling whether two collections differ in it.
    static func value(in traits: TraitCollection) -> AnyHashable
}

/// The light or dark appearance (`UITraitUserInterfaceStyle`).
public enum TraitUserInterfaceStyle: TraitDefinition {
    /// "UserInterfaceStyle".
    public static var name: String { "UserInterfaceStyle" }
    /// `traits.userInterfaceStyle`.
    public static func value(in traits: TraitCollection) -> AnyHashable { traits.userInterfaceStyle }
}

/// The horizontal size class (`UITraitHorizontalSizeClass`).
public enum TraitHorizontalSizeClass: TraitDefinition {
    /// "HorizontalSizeClass".
    public static var name: String { "HorizontalSizeClass" }
    /// `traits.horizontalSizeClass`.
    public static func value(in traits: TraitCollection) -> AnyHashable { traits.horizontalSizeClass }
}

/// The vertical size class (`UITraitVerticalSizeClass`).
public enum TraitVerticalSizeClass: TraitDefinition {
    /// "VerticalSizeClass".
    public static var name: String { "VerticalSizeClass" }
    /// `traits.verticalSizeClass`.
    public static func value(in traits: TraitCollection) -> AnyHashable { traits.verticalSizeClass }
}

/// The preferred text size (`UITraitPreferredContentSizeCategory`).
public enum TraitPreferredContentSizeCategory: TraitDefinition {
    /// "PreferredContentSizeCategory".
    public static var name: String { "PreferredContentSizeCategory" }
    /// `traits.preferredContentSizeCategory`.
    public static func value(in traits: TraitCollection) -> AnyHashable { traits.preferredContentSizeCategory }
}

/// The reading direction (`UITraitLayoutDirection`).
public enum TraitLayoutDirection: TraitDefinition {
    /// "LayoutDirection".
    public static var name: String { "LayoutDirection" }
    /// `traits.layoutDirection`.
    public static func value(in traits: TraitCollection) -> AnyHashable { traits.layoutDirection }
}

/// Points to pixels (`UITraitDisplayScale`).
public enum TraitDisplayScale: TraitDefinition {
    /// "DisplayScale".
    public static var name: String { "DisplayScale" }
    /// `traits.displayScale`.
    public static func value(in traits: TraitCollection) -> AnyHashable { traits.displayScale }
}

/// The kind of device (`UITraitUserInterfaceIdiom`).
public enum TraitUserInterfaceIdiom: TraitDefinition {
    /// "UserInterfaceIdiom".
    public static var name: String { "UserInterfaceIdiom" }
    /// `traits.userInterfaceIdiom`.
    public static func value(in traits: TraitCollection) -> AnyHashable { traits.userInterfaceIdiom }
}

/// The contrast setting (`UITraitAccessibilityContrast`).
public enum TraitAccessibilityContrast: TraitDefinition {
    /// "AccessibilityContrast".
    public static var name: String { "AccessibilityContrast" }
    /// `traits.accessibilityContrast`.
    public static func value(in traits: TraitCollection) -> AnyHashable { traits.accessibilityContrast }
}

/// The bold-text setting (`UITraitLegibilityWeight`).
public enum TraitLegibilityWeight: TraitDefinition {
    /// "LegibilityWeight".
    public static var name: String { "LegibilityWeight" }
    /// `traits.legibilityWeight`.
    public static func value(in traits: TraitCollection) -> AnyHashable { traits.legibilityWeight }
}

extension TraitCollection {
    /// The traits that can change how colours resolve (of the model's: appearance and
    /// contrast), as `UITraitCollection.systemTraitsAffectingColorAppearance`.
    public static var systemTraitsAffectingColorAppearance: [any TraitDefinition.Type] {
        [TraitUserInterfaceStyle.self, TraitAccessibilityContrast.self]
    }

    /// Whether any of `traits` has another value in `other`.
    func differs(from other: TraitCollection, in traits: [any TraitDefinition.Type]) -> Bool {
        traits.contains { $0.value(in: self) != $0.value(in: other) }
    }
}
