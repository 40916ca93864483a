import Foundation

extension Control {
    /// A control's state, like `UIControl.State`. Describes itself by name: `.normal`,
    /// `.disabled`, `[.selected, .highlighted]`.
    public struct State: OptionSet, Hashable, Sendable, CustomStringConvertible {
        /// The raw bits.
        public let rawValue: UInt

        /// Creates a state from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// The normal state (no flags).
        public static let normal: State = []
        /// Highlighted (touched).
        public static let highlighted = State(rawValue: 1 << 0)
        /// Disabled.
        public static let disabled = State(rawValue: 1 << 1)
        /// Selected.
        public static let selected = State(rawValue: 1 << 2)
        /// Focused.
        public static let focused = State(rawValue: 1 << 3)
        /// Flags available to the application.
        public static let application = State(rawValue: 0x00FF_0000)
        /// Flags reserved for the framework.
        public static let reserved = State(rawValue: 0xFF00_0000)

        /// `.normal`, `.disabled`, or `[.selected, .highlighted]`.
        public var description: String {
            if isEmpty { return ".normal" }
            return describeOptions(self, names: [
                (.highlighted, ".highlighted"), (.disabled, ".disabled"), (.selected, ".selected"),
                (.focused, ".focused"), (.application, ".application"), (.reserved, ".reserved"),
            ])
        }
    }
}
