import Foundation

/// Modifier keys of a key command; describes itself like `cmd+shift`.
public struct KeyModifierFlags: OptionSet, Hashable, Sendable, CustomStringConvertible {
    /// The raw bits.
    public let rawValue: Int

    /// Creates flags from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Caps lock.
    public static let alphaShift = KeyModifierFlags(rawValue: 1 << 16)
    /// Shift.
    public static let shift = KeyModifierFlags(rawValue: 1 << 17)
    /// Control.
    public static let control = KeyModifierFlags(rawValue: 1 << 18)
    /// Option (alternate).
    public static let alternate = KeyModifierFlags(rawValue: 1 << 19)
    /// Command.
    public static let command = KeyModifierFlags(rawValue: 1 << 20)
    /// A key on the numeric keypad.
    public static let numericPad = KeyModifierFlags(rawValue: 1 << 21)

    /// The short names of the contained flags in the order `cmd`, `opt`, `shift`, `caps lock`,
    /// `numpad`, `ctrl`.
    public var names: [String] {
        let ordered: [(KeyModifierFlags, String)] = [
            (.command, "cmd"), (.alternate, "opt"), (.shift, "shift"), (.alphaShift, "caps lock"),
            (.numericPad, "numpad"), (.control, "ctrl"),
        ]
        return ordered.filter { contains($0.0) }.map(\.1)
    }

    /// The names joined with `+` (`cmd+shift`), or `none` when empty.
    public var description: String {
        names.isEmpty ? "none" : names.joined(separator: "+")
    }
}
