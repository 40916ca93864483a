import Foundation

extension Menu {
    /// Identifies a menu, like `UIMenu.Identifier`.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        /// The identifier string.
        public let rawValue: String
        /// An identifier.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// An identifier.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// How a menu shows, like `UIMenu.Options`.
    public struct Options: OptionSet, Hashable, Sendable {
        /// The bits.
        public let rawValue: UInt
        /// Options from bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The children show inline in the parent menu, not as a submenu.
        public static let displayInline = Options(rawValue: 1 << 0)
        /// The menu's actions are destructive.
        public static let destructive = Options(rawValue: 1 << 1)
        /// At most one child is checked at a time.
        public static let singleSelection = Options(rawValue: 1 << 5)
        /// The children show as a row of icons.
        public static let displayAsPalette = Options(rawValue: 1 << 7)
    }
}
