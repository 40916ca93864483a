import Foundation

extension Window {
    /// Where a window sits among windows, like `UIWindow.Level`: higher levels are in front.
    public struct Level: RawRepresentable, Hashable, Sendable, Comparable {
        /// The level's number.
        public let rawValue: CGFloat
        /// A level.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// A level.
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        /// Ordinary windows (0).
        public static let normal = Level(rawValue: 0)
        /// The status bar's (1000).
        public static let statusBar = Level(rawValue: 1000)
        /// Alerts' (2000).
        public static let alert = Level(rawValue: 2000)

        /// A level `rhs` above `lhs`.
        public static func + (lhs: Level, rhs: CGFloat) -> Level { Level(rawValue: lhs.rawValue + rhs) }
        /// A level `rhs` below `lhs`.
        public static func - (lhs: Level, rhs: CGFloat) -> Level { Level(rawValue: lhs.rawValue - rhs) }
        /// Whether `lhs` is below `rhs`.
        public static func < (lhs: Level, rhs: Level) -> Bool { lhs.rawValue < rhs.rawValue }
    }
}
