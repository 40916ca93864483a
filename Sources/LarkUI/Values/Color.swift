import Foundation

/// An RGBA colour, the model's stand-in for `UIColor`.
///
/// Colours are plain values compared component by component (UIKit compares colour-space
/// dependent objects). Named constants describe themselves by name, e.g. `red`; any other
/// colour as `Color(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)`.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    /// The red component, 0...1.
    public var red: CGFloat
    /// The green component, 0...1.
    public var green: CGFloat
    /// The blue component, 0...1.
    public var blue: CGFloat
    /// The opacity, 0 (transparent) ... 1 (opaque).
    public var alpha: CGFloat

    /// Creates a colour from RGBA components in 0...1.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Creates a grey with the given brightness.
    public init(white: CGFloat, alpha: CGFloat = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// The same colour with another opacity.
    public func withAlphaComponent(_ alpha: CGFloat) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Whether every component differs from `other`'s by at most `tolerance`.
    public func isApproximatelyEqual(to other: Color, tolerance: CGFloat = 1.0 / 255.0) -> Bool {
        abs(red - other.red) <= tolerance && abs(green - other.green) <= tolerance
            && abs(blue - other.blue) <= tolerance && abs(alpha - other.alpha) <= tolerance
    }

    /// Black.
    public static let black = Color(white: 0)
    /// Dark grey (one third white).
    public static let darkGray = Color(white: 1.0 / 3.0)
    /// Grey (half white).
    public static let gray = Color(white: 0.5)
    /// Light grey (two thirds white).
    public static let lightGray = Color(white: 2.0 / 3.0)
    /// White.
    public static let white = Color(white: 1)
    /// Fully transparent black.
    public static let clear = Color(white: 0, alpha: 0)
    /// Pure red.
    public static let red = Color(red: 1, green: 0, blue: 0)
    /// Pure green.
    public static let green = Color(red: 0, green: 1, blue: 0)
    /// Pure blue.
    public static let blue = Color(red: 0, green: 0, blue: 1)
    /// Cyan.
    public static let cyan = Color(red: 0, green: 1, blue: 1)
    /// Yellow.
    public static let yellow = Color(red: 1, green: 1, blue: 0)
    /// Magenta.
    public static let magenta = Color(red: 1, green: 0, blue: 1)
    /// Orange.
    public static let orange = Color(red: 1, green: 0.5, blue: 0)
    /// Purple.
    public static let purple = Color(red: 0.5, green: 0, blue: 0.5)
    /// Brown.
    public static let brown = Color(red: 0.6, green: 0.4, blue: 0.2)
    /// The system blue, the default tint colour.
    public static let systemBlue = Color(red: 0, green: 122.0 / 255.0, blue: 1)
    /// The system red.
    public static let systemRed = Color(red: 1, green: 59.0 / 255.0, blue: 48.0 / 255.0)
    /// The system green.
    public static let systemGreen = Color(red: 52.0 / 255.0, green: 199.0 / 255.0, blue: 89.0 / 255.0)
    /// The system grey.
    public static let systemGray = Color(red: 142.0 / 255.0, green: 142.0 / 255.0, blue: 147.0 / 255.0)

    private static let names: [(Color, String)] = [
        (.black, "black"), (.darkGray, "darkGray"), (.gray, "gray"), (.lightGray, "lightGray"),
        (.white, "white"), (.clear, "clear"), (.red, "red"), (.green, "green"), (.blue, "blue"),
        (.cyan, "cyan"), (.yellow, "yellow"), (.magenta, "magenta"), (.orange, "orange"),
        (.purple, "purple"), (.brown, "brown"), (.systemBlue, "systemBlue"), (.systemRed, "systemRed"),
        (.systemGreen, "systemGreen"), (.systemGray, "systemGray"),
    ]

    /// The constant's name (`red`), or the components.
    public var description: String {
        if let name = Color.names.first(where: { $0.0 == self })?.1 { return name }
        return "Color(red: \(compactNumber(red)), green: \(compactNumber(green)), "
            + "blue: \(compactNumber(blue)), alpha: \(compactNumber(alpha)))"
    }
}
