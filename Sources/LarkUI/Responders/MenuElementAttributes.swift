import Foundation

/// Attributes of a menu element such as a key command; describes itself by name,
/// e.g. `[disabled, destructive]`, or `[]` when empty.
public struct MenuElementAttributes: OptionSet, Hashable, Sendable, CustomStringConvertible {
    /// The raw bits.
    public let rawValue: UInt

    /// Creates attributes from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The element cannot be performed.
    public static let disabled = MenuElementAttributes(rawValue: 1 << 0)
    /// The element is destructive.
    public static let destructive = MenuElementAttributes(rawValue: 1 << 1)
    /// The element is not shown.
    public static let hidden = MenuElementAttributes(rawValue: 1 << 2)
    /// Performing the element keeps its menu open.
    public static let keepsMenuPresented = MenuElementAttributes(rawValue: 1 << 3)

    /// `[disabled, destructive]`, or `[]` when empty.
    public var description: String {
        let names: [(MenuElementAttributes, String)] = [
            (.disabled, "disabled"), (.destructive, "destructive"), (.hidden, "hidden"),
            (.keepsMenuPresented, "keepsMenuPresented"),
        ]
        return "[" + names.filter { contains($0.0) }.map(\.1).joined(separator: ", ") + "]"
    }
}

/// The checkmark state of a menu element. UIKit's default is `.off`.
public enum MenuElementState: Int, Hashable, Sendable, CustomStringConvertible {
    /// Not checked (the default).
    case off
    /// Checked.
    case on
    /// Partially checked.
    case mixed

    /// `.off`, `.on` or `.mixed`.
    public var description: String {
        switch self {
        case .off: ".off"
        case .on: ".on"
        case .mixed: ".mixed"
        }
    }
}
