import Foundation

/// An RGBA colour, the model's stand-in for `UIColor` (a class, as in UIKit, so apps' `extension
/// UIColor { convenience init(hex:) }` compiles).
///
/// Colours compare component by component (UIKit compares colour-space dependent objects).
/// Named constants describe themselves by name, e.g. `red`; any other colour as
/// `Color(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)`. Semantic colours (`label`,
/// `systemBackground`, ...) are dynamic: their components are the light appearance's, and
/// `resolvedColor(with:)` gives the variant for any traits.
public final class Color: Hashable, Sendable, CustomStringConvertible, _ExpressibleByColorLiteral {
    /// The red component, 0...1.
    public let red: CGFloat
    /// The green component, 0...1.
    public let green: CGFloat
    /// The blue component, 0...1.
    public let blue: CGFloat
    /// The opacity, 0 (transparent) ... 1 (opaque).
    public let alpha: CGFloat
    /// The constant's name, for named and semantic colours.
    let name: String?
    /// The dark-appearance variant of a dynamic colour.
    private let dark: Color?
    private let provider: (@Sendable (TraitCollection) -> Color)?

    /// Creates a colour from RGBA components in 0...1.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat = 1) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
        (name, dark, provider) = (nil, nil, nil)
    }

    init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat = 1, name: String?, dark: Color? = nil) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
        (self.name, self.dark, provider) = (name, dark, nil)
    }

    /// Creates a grey with the given brightness.
    public convenience init(white: CGFloat, alpha: CGFloat = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// A colour from a colour literal (`#colorLiteral(...)`).
    public convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }

    /// A colour from hue, saturation and brightness in 0...1.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat = 1) {
        let (r, g, b) = Color.rgb(hue: hue, saturation: saturation, brightness: brightness)
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }

    /// A Display P3 colour; the model keeps the components as they are.
    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// The colour of a Core Graphics colour.
    public convenience init(cgColor: CGColor) {
        let c = cgColor.components ?? [0, 0, 0, 1]
        if c.count >= 3 {
            self.init(red: c[0], green: c[1], blue: c[2], alpha: cgColor.alpha)
        } else {
            self.init(white: c.first ?? 0, alpha: cgColor.alpha)
        }
    }

    /// A colour that tiles an image; the model has no pixels, so it is clear.
    public convenience init(patternImage image: Image) {
        self.init(red: 0, green: 0, blue: 0, alpha: 0, name: "pattern", dark: nil)
    }

    /// A colour from the asset catalogue. Linux has no catalogue, so every name gives a grey
    /// colour carrying the name (never nil, as for the app's own assets on iOS).
    public convenience init?(named name: String) {
        self.init(red: 0.5, green: 0.5, blue: 0.5, alpha: 1, name: "named(\"\(name)\")", dark: nil)
    }

    /// A colour from the asset catalogue of `bundle`; see `init?(named:)`.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: TraitCollection?) {
        self.init(named: name)
    }

    /// A colour that `provider` resolves for each trait collection. Its own components are
    /// those it resolves to for a phone's traits (light appearance).
    public init(dynamicProvider provider: @escaping @Sendable (TraitCollection) -> Color) {
        let light = provider(.phone)
        (red, green, blue, alpha) = (light.red, light.green, light.blue, light.alpha)
        (name, dark) = (nil, nil)
        self.provider = provider
    }

    /// The colour as it appears with `traitCollection` (dark variants of semantic colours).
    public func resolvedColor(with traitCollection: TraitCollection) -> Color {
        if let provider { return provider(traitCollection) }
        if let dark, traitCollection.userInterfaceStyle == .dark { return dark }
        return self
    }

    /// The same colour with another opacity.
    public func withAlphaComponent(_ alpha: CGFloat) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// The colour as a Core Graphics colour.
    public var cgColor: CGColor { CGColor(red: red, green: green, blue: blue, alpha: alpha) }

    /// Writes the RGBA components; always succeeds.
    @discardableResult
    public func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                       blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        red?.pointee = self.red
        green?.pointee = self.green
        blue?.pointee = self.blue
        alpha?.pointee = self.alpha
        return true
    }

    /// Writes the brightness (the components' mean) and opacity; always succeeds.
    @discardableResult
    public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        white?.pointee = (red + green + blue) / 3
        alpha?.pointee = self.alpha
        return true
    }

    /// Writes hue, saturation, brightness and opacity; always succeeds.
    @discardableResult
    public func getHue(_ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
                       brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let maximum = max(red, green, blue), minimum = min(red, green, blue), delta = maximum - minimum
        var h: CGFloat = 0
        if delta > 0 {
            if maximum == red { h = (green - blue) / delta } else if maximum == green { h = 2 + (blue - red) / delta } else { h = 4 + (red - green) / delta }
            h /= 6
            if h < 0 { h += 1 }
        }
        hue?.pointee = h
        saturation?.pointee = maximum == 0 ? 0 : delta / maximum
        brightness?.pointee = maximum
        alpha?.pointee = self.alpha
        return true
    }

    private static func rgb(hue: CGFloat, saturation: CGFloat, brightness: CGFloat) -> (CGFloat, CGFloat, CGFloat) {
        let h = (hue - hue.rounded(.down)) * 6, sector = Int(h) % 6, f = h - CGFloat(Int(h))
        let p = brightness * (1 - saturation), q = brightness * (1 - saturation * f), t = brightness * (1 - saturation * (1 - f))
        switch sector {
        case 0: return (brightness, t, p)
        case 1: return (q, brightness, p)
        case 2: return (p, brightness, t)
        case 3: return (p, q, brightness)
        case 4: return (t, p, brightness)
        default: return (brightness, p, q)
        }
    }

    /// Whether every component differs from `other`'s by at most `tolerance`.
    public func isApproximatelyEqual(to other: Color, tolerance: CGFloat = 1.0 / 255.0) -> Bool {
        abs(red - other.red) <= tolerance && abs(green - other.green) <= tolerance
            && abs(blue - other.blue) <= tolerance && abs(alpha - other.alpha) <= tolerance
    }

    /// Equal components (and, for dynamic colours, equal dark variants).
    public static func == (lhs: Color, rhs: Color) -> Bool {
        lhs.red == rhs.red && lhs.green == rhs.green && lhs.blue == rhs.blue && lhs.alpha == rhs.alpha
            && lhs.dark == rhs.dark
    }

    /// Hashes the components.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(red)
        hasher.combine(green)
        hasher.combine(blue)
        hasher.combine(alpha)
    }

    /// The constant's name (`red`), or the components.
    public var description: String {
        if let name = name ?? Color.constantName(of: self) { return name }
        return "Color(red: \(compactNumber(red)), green: \(compactNumber(green)), "
            + "blue: \(compactNumber(blue)), alpha: \(compactNumber(alpha)))"
    }
}

extension Color {
    /// Black.
    public static let black = Color(red: 0, green: 0, blue: 0, alpha: 1, name: "black")
    /// Dark grey (one third white).
    public static let darkGray = Color(red: 1.0 / 3.0, green: 1.0 / 3.0, blue: 1.0 / 3.0, alpha: 1, name: "darkGray")
    /// Grey (half white).
    public static let gray = Color(red: 0.5, green: 0.5, blue: 0.5, alpha: 1, name: "gray")
    /// Light grey (two thirds white).
    public static let lightGray = Color(red: 2.0 / 3.0, green: 2.0 / 3.0, blue: 2.0 / 3.0, alpha: 1, name: "lightGray")
    /// White.
    public static let white = Color(red: 1, green: 1, blue: 1, alpha: 1, name: "white")
    /// Fully transparent black.
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0, name: "clear")
    /// Pure red.
    public static let red = Color(red: 1, green: 0, blue: 0, name: "red")
    /// Pure green.
    public static let green = Color(red: 0, green: 1, blue: 0, name: "green")
    /// Pure blue.
    public static let blue = Color(red: 0, green: 0, blue: 1, name: "blue")
    /// Cyan.
    public static let cyan = Color(red: 0, green: 1, blue: 1, name: "cyan")
    /// Yellow.
    public static let yellow = Color(red: 1, green: 1, blue: 0, name: "yellow")
    /// Magenta.
    public static let magenta = Color(red: 1, green: 0, blue: 1, name: "magenta")
    /// Orange.
    public static let orange = Color(red: 1, green: 0.5, blue: 0, name: "orange")
    /// Purple.
    public static let purple = Color(red: 0.5, green: 0, blue: 0.5, name: "purple")
    /// Brown.
    public static let brown = Color(red: 0.6, green: 0.4, blue: 0.2, name: "brown")
    /// The system blue, the default tint colour.
    public static let systemBlue = Color(red: 0, green: 122.0 / 255.0, blue: 1, name: "systemBlue")
    /// The system red.
    public static let systemRed = Color(red: 1, green: 59.0 / 255.0, blue: 48.0 / 255.0, name: "systemRed")
    /// The system green.
    public static let systemGreen = Color(red: 52.0 / 255.0, green: 199.0 / 255.0, blue: 89.0 / 255.0, name: "systemGreen")
    /// The system grey.
    public static let systemGray = Color(red: 142.0 / 255.0, green: 142.0 / 255.0, blue: 147.0 / 255.0, name: "systemGray")
}

// Semantic and system colours with their dark variants (Apple's Human Interface Guidelines
// colour tables).
extension Color {
    /// Text: black, white in dark appearance.
    public static let label = Color(red: 0 / 255, green: 0 / 255, blue: 0 / 255, alpha: 1, name: "label", dark: Color(red: 255 / 255, green: 255 / 255, blue: 255 / 255, alpha: 1))
    /// Secondary text.
    public static let secondaryLabel = Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.6, name: "secondaryLabel", dark: Color(red: 235 / 255, green: 235 / 255, blue: 245 / 255, alpha: 0.6))
    /// Tertiary text.
    public static let tertiaryLabel = Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3, name: "tertiaryLabel", dark: Color(red: 235 / 255, green: 235 / 255, blue: 245 / 255, alpha: 0.3))
    /// Quaternary text.
    public static let quaternaryLabel = Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.18, name: "quaternaryLabel", dark: Color(red: 235 / 255, green: 235 / 255, blue: 245 / 255, alpha: 0.16))
    /// Links.
    public static let link = Color(red: 0 / 255, green: 122 / 255, blue: 255 / 255, alpha: 1, name: "link", dark: Color(red: 9 / 255, green: 132 / 255, blue: 255 / 255, alpha: 1))
    /// Placeholder text.
    public static let placeholderText = Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3, name: "placeholderText", dark: Color(red: 235 / 255, green: 235 / 255, blue: 245 / 255, alpha: 0.3))
    /// Thin separators.
    public static let separator = Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.29, name: "separator", dark: Color(red: 84 / 255, green: 84 / 255, blue: 88 / 255, alpha: 0.6))
    /// Opaque separators.
    public static let opaqueSeparator = Color(red: 198 / 255, green: 198 / 255, blue: 200 / 255, alpha: 1, name: "opaqueSeparator", dark: Color(red: 56 / 255, green: 56 / 255, blue: 58 / 255, alpha: 1))
    /// The main background: white, black in dark appearance.
    public static let systemBackground = Color(red: 255 / 255, green: 255 / 255, blue: 255 / 255, alpha: 1, name: "systemBackground", dark: Color(red: 0 / 255, green: 0 / 255, blue: 0 / 255, alpha: 1))
    /// Content layered on the main background.
    public static let secondarySystemBackground = Color(red: 242 / 255, green: 242 / 255, blue: 247 / 255, alpha: 1, name: "secondarySystemBackground", dark: Color(red: 28 / 255, green: 28 / 255, blue: 30 / 255, alpha: 1))
    /// Content layered on the secondary background.
    public static let tertiarySystemBackground = Color(red: 255 / 255, green: 255 / 255, blue: 255 / 255, alpha: 1, name: "tertiarySystemBackground", dark: Color(red: 44 / 255, green: 44 / 255, blue: 46 / 255, alpha: 1))
    /// The old grouped-table background (deprecated in UIKit; `systemGroupedBackground`).
    public static var groupTableViewBackground: Color { systemGroupedBackground }
    /// The background of grouped content.
    public static let systemGroupedBackground = Color(red: 242 / 255, green: 242 / 255, blue: 247 / 255, alpha: 1, name: "systemGroupedBackground", dark: Color(red: 0 / 255, green: 0 / 255, blue: 0 / 255, alpha: 1))
    /// Content on the grouped background.
    public static let secondarySystemGroupedBackground = Color(red: 255 / 255, green: 255 / 255, blue: 255 / 255, alpha: 1, name: "secondarySystemGroupedBackground", dark: Color(red: 28 / 255, green: 28 / 255, blue: 30 / 255, alpha: 1))
    /// Content on the secondary grouped background.
    public static let tertiarySystemGroupedBackground = Color(red: 242 / 255, green: 242 / 255, blue: 247 / 255, alpha: 1, name: "tertiarySystemGroupedBackground", dark: Color(red: 44 / 255, green: 44 / 255, blue: 46 / 255, alpha: 1))
    /// Fills of thin shapes.
    public static let systemFill = Color(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.2, name: "systemFill", dark: Color(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.36))
    /// Fills of medium shapes.
    public static let secondarySystemFill = Color(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.16, name: "secondarySystemFill", dark: Color(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.32))
    /// Fills of large shapes.
    public static let tertiarySystemFill = Color(red: 118 / 255, green: 118 / 255, blue: 128 / 255, alpha: 0.12, name: "tertiarySystemFill", dark: Color(red: 118 / 255, green: 118 / 255, blue: 128 / 255, alpha: 0.24))
    /// Fills of large areas.
    public static let quaternarySystemFill = Color(red: 116 / 255, green: 116 / 255, blue: 128 / 255, alpha: 0.08, name: "quaternarySystemFill", dark: Color(red: 118 / 255, green: 118 / 255, blue: 128 / 255, alpha: 0.18))
    /// Grey, level 2.
    public static let systemGray2 = Color(red: 174 / 255, green: 174 / 255, blue: 178 / 255, alpha: 1, name: "systemGray2", dark: Color(red: 99 / 255, green: 99 / 255, blue: 102 / 255, alpha: 1))
    /// Grey, level 3.
    public static let systemGray3 = Color(red: 199 / 255, green: 199 / 255, blue: 204 / 255, alpha: 1, name: "systemGray3", dark: Color(red: 72 / 255, green: 72 / 255, blue: 74 / 255, alpha: 1))
    /// Grey, level 4.
    public static let systemGray4 = Color(red: 209 / 255, green: 209 / 255, blue: 214 / 255, alpha: 1, name: "systemGray4", dark: Color(red: 58 / 255, green: 58 / 255, blue: 60 / 255, alpha: 1))
    /// Grey, level 5.
    public static let systemGray5 = Color(red: 229 / 255, green: 229 / 255, blue: 234 / 255, alpha: 1, name: "systemGray5", dark: Color(red: 44 / 255, green: 44 / 255, blue: 46 / 255, alpha: 1))
    /// Grey, level 6.
    public static let systemGray6 = Color(red: 242 / 255, green: 242 / 255, blue: 247 / 255, alpha: 1, name: "systemGray6", dark: Color(red: 28 / 255, green: 28 / 255, blue: 30 / 255, alpha: 1))
    /// The system orange.
    public static let systemOrange = Color(red: 255 / 255, green: 149 / 255, blue: 0 / 255, alpha: 1, name: "systemOrange", dark: Color(red: 255 / 255, green: 159 / 255, blue: 10 / 255, alpha: 1))
    /// The system yellow.
    public static let systemYellow = Color(red: 255 / 255, green: 204 / 255, blue: 0 / 255, alpha: 1, name: "systemYellow", dark: Color(red: 255 / 255, green: 214 / 255, blue: 10 / 255, alpha: 1))
    /// The system pink.
    public static let systemPink = Color(red: 255 / 255, green: 45 / 255, blue: 85 / 255, alpha: 1, name: "systemPink", dark: Color(red: 255 / 255, green: 55 / 255, blue: 95 / 255, alpha: 1))
    /// The system purple.
    public static let systemPurple = Color(red: 175 / 255, green: 82 / 255, blue: 222 / 255, alpha: 1, name: "systemPurple", dark: Color(red: 191 / 255, green: 90 / 255, blue: 242 / 255, alpha: 1))
    /// The system teal.
    public static let systemTeal = Color(red: 48 / 255, green: 176 / 255, blue: 199 / 255, alpha: 1, name: "systemTeal", dark: Color(red: 64 / 255, green: 200 / 255, blue: 224 / 255, alpha: 1))
    /// The system indigo.
    public static let systemIndigo = Color(red: 88 / 255, green: 86 / 255, blue: 214 / 255, alpha: 1, name: "systemIndigo", dark: Color(red: 94 / 255, green: 92 / 255, blue: 230 / 255, alpha: 1))
    /// The system brown.
    public static let systemBrown = Color(red: 162 / 255, green: 132 / 255, blue: 94 / 255, alpha: 1, name: "systemBrown", dark: Color(red: 172 / 255, green: 142 / 255, blue: 104 / 255, alpha: 1))
    /// The system mint.
    public static let systemMint = Color(red: 0 / 255, green: 199 / 255, blue: 190 / 255, alpha: 1, name: "systemMint", dark: Color(red: 102 / 255, green: 212 / 255, blue: 207 / 255, alpha: 1))
    /// The system cyan.
    public static let systemCyan = Color(red: 50 / 255, green: 173 / 255, blue: 230 / 255, alpha: 1, name: "systemCyan", dark: Color(red: 100 / 255, green: 210 / 255, blue: 255 / 255, alpha: 1))
    /// Light text for dark backgrounds.
    public static let lightText = Color(red: 1, green: 1, blue: 1, alpha: 0.6, name: "lightText")
    /// Dark text for light backgrounds.
    public static let darkText = Color(red: 0, green: 0, blue: 0, alpha: 1, name: "darkText")
    /// The tint colour (the system blue).
    public static var tintColor: Color { .systemBlue }

    /// The name of the constant whose components these are, if any.
    static func constantName(of color: Color) -> String? {
        namedConstants.first { $0 == color }?.name
    }

    private static let namedConstants: [Color] = [
        .black, .darkGray, .gray, .lightGray, .white, .clear, .red, .green, .blue, .cyan, .yellow, .magenta,
        .orange, .purple, .brown, .systemBlue, .systemRed, .systemGreen, .systemGray,
    ]
}
