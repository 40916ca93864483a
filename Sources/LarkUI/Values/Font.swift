import Foundation

/// A font description (name, size, weight), the model's stand-in for `UIFont` (a class, as in
/// UIKit, so apps' `extension UIFont { convenience init... }` compiles). Nothing is rendered;
/// the metrics (`lineHeight`, `ascender`, ...) are fixed fractions of the point size, the
/// model's deterministic text metric (docs/uikit-module.md).
public final class Font: Hashable, Sendable, CustomStringConvertible {
    /// Stroke weights, as UIKit names them.
    public enum Weight: String, Hashable, Sendable, CaseIterable, Comparable {
        /// Ultra light.
        case ultraLight
        /// Thin.
        case thin
        /// Light.
        case light
        /// Regular (the default).
        case regular
        /// Medium.
        case medium
        /// Semibold.
        case semibold
        /// Bold.
        case bold
        /// Heavy.
        case heavy
        /// Black.
        case black

        /// Lighter weights come first.
        public static func < (lhs: Weight, rhs: Weight) -> Bool {
            allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
        }
    }

    /// The text styles of Dynamic Type (`UIFont.TextStyle`).
    public enum TextStyle: String, Hashable, Sendable, CaseIterable {
        /// Extra large titles (34).
        case extraLargeTitle
        /// Large titles (34).
        case largeTitle
        /// First-level titles (28).
        case title1
        /// Second-level titles (22).
        case title2
        /// Third-level titles (20).
        case title3
        /// Headings (17, semibold).
        case headline
        /// Body text (17).
        case body
        /// Callouts (16).
        case callout
        /// Subheadings (15).
        case subheadline
        /// Footnotes (13).
        case footnote
        /// Standard captions (12).
        case caption1
        /// Alternate captions (11).
        case caption2

        /// The point size at the default ("Large") text size.
        public var defaultPointSize: CGFloat {
            switch self {
            case .extraLargeTitle: 36
            case .largeTitle: 34
            case .title1: 28
            case .title2: 22
            case .title3: 20
            case .headline, .body: 17
            case .callout: 16
            case .subheadline: 15
            case .footnote: 13
            case .caption1: 12
            case .caption2: 11
            }
        }

        var defaultWeight: Weight { self == .headline ? .semibold : .regular }
    }

    /// The name used for the system font.
    public static let systemFontName = ".SystemFont"

    /// The font's name (`systemFontName` for the system font).
    public let fontName: String
    /// The size in points.
    public let pointSize: CGFloat
    /// The weight.
    public let weight: Weight
    /// The symbolic traits (bold, italic, ...).
    public let traits: FontDescriptor.SymbolicTraits
    /// The text style this font was made for, if any.
    public let textStyle: TextStyle?

    /// A named font of a weight.
    public init(name: String, size: CGFloat, weight: Weight, traits: FontDescriptor.SymbolicTraits = [], textStyle: TextStyle? = nil) {
        fontName = name
        pointSize = size
        self.weight = weight
        self.traits = weight >= .semibold ? traits.union(.traitBold) : traits
        self.textStyle = textStyle
    }

    /// A named font. Keeps UIKit's failable signature but never fails: Linux has no font files,
    /// and the app's own fonts always exist on iOS.
    public convenience init?(name: String, size: CGFloat) {
        self.init(name: name, size: size, weight: .regular)
    }

    /// The font a descriptor describes, at `pointSize` (0 keeps the descriptor's size).
    public convenience init(descriptor: FontDescriptor, size pointSize: CGFloat) {
        self.init(name: descriptor.fontName, size: pointSize == 0 ? descriptor.pointSize : pointSize,
                  weight: descriptor.symbolicTraits.contains(.traitBold) ? .bold : descriptor.weight,
                  traits: descriptor.symbolicTraits, textStyle: descriptor.textStyle)
    }

    /// The system font at the given size and weight.
    public static func systemFont(ofSize size: CGFloat, weight: Weight = .regular) -> Font {
        Font(name: systemFontName, size: size, weight: weight)
    }

    /// The bold system font at the given size.
    public static func boldSystemFont(ofSize size: CGFloat) -> Font {
        systemFont(ofSize: size, weight: .bold)
    }

    /// The same font at another size.
    public func withSize(_ size: CGFloat) -> Font {
        Font(name: fontName, size: size, weight: weight, traits: traits, textStyle: textStyle)
    }

    /// The italic system font at the given size.
    public static func italicSystemFont(ofSize size: CGFloat) -> Font {
        Font(name: systemFontName, size: size, weight: .regular, traits: .traitItalic)
    }

    /// The system font with monospaced digits.
    public static func monospacedDigitSystemFont(ofSize size: CGFloat, weight: Weight) -> Font {
        Font(name: systemFontName, size: size, weight: weight, traits: .traitMonoSpace)
    }

    /// The monospaced system font.
    public static func monospacedSystemFont(ofSize size: CGFloat, weight: Weight) -> Font {
        Font(name: ".MonospacedSystemFont", size: size, weight: weight, traits: .traitMonoSpace)
    }

    /// The font for a text style at the default text size (UIKit's "Large" sizes).
    public static func preferredFont(forTextStyle style: TextStyle) -> Font {
        Font(name: systemFontName, size: style.defaultPointSize, weight: style.defaultWeight, textStyle: style)
    }

    /// The font for a text style; the model uses the default text size whatever the traits.
    public static func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: TraitCollection?) -> Font {
        preferredFont(forTextStyle: style)
    }

    /// The standard system font size (17).
    public static var systemFontSize: CGFloat { 17 }
    /// The standard label font size (17).
    public static var labelFontSize: CGFloat { 17 }
    /// The standard button font size (18).
    public static var buttonFontSize: CGFloat { 18 }
    /// The small system font size (12).
    public static var smallSystemFontSize: CGFloat { 12 }

    /// The family name (the font name up to its first dash).
    public var familyName: String { String(fontName.split(separator: "-").first ?? Substring(fontName)) }
    /// The line height: 1.2 × the point size in the model's metric.
    public var lineHeight: CGFloat { (pointSize * 1.2).rounded(.up) }
    /// The ascender: 0.95 × the point size.
    public var ascender: CGFloat { pointSize * 0.95 }
    /// The descender: −0.25 × the point size.
    public var descender: CGFloat { -pointSize * 0.25 }
    /// The cap height: 0.7 × the point size.
    public var capHeight: CGFloat { pointSize * 0.7 }
    /// The x-height: 0.5 × the point size.
    public var xHeight: CGFloat { pointSize * 0.5 }
    /// The leading (no extra space).
    public var leading: CGFloat { 0 }

    /// The font's descriptor.
    public var fontDescriptor: FontDescriptor {
        FontDescriptor(fontName: fontName, pointSize: pointSize, weight: weight, symbolicTraits: traits, textStyle: textStyle)
    }

    /// Equal names, sizes, weights and traits.
    public static func == (lhs: Font, rhs: Font) -> Bool {
        lhs.fontName == rhs.fontName && lhs.pointSize == rhs.pointSize && lhs.weight == rhs.weight && lhs.traits == rhs.traits
    }

    /// Hashes name, size and weight.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(fontName)
        hasher.combine(pointSize)
        hasher.combine(weight)
    }

    /// Whether this is the system font.
    public var isSystemFont: Bool { fontName == Font.systemFontName }

    /// For example `Font(system 17 regular)` or `Font("Avenir" 12 regular)`.
    public var description: String {
        let name = isSystemFont ? "system" : "\"\(fontName)\""
        return "Font(\(name) \(compactNumber(pointSize)) \(weight.rawValue))"
    }
}

extension Font {
    /// The font families installed: the model has the system family only.
    public static var familyNames: [String] { ["System Font"] }

    /// The font names of a family: the family's own name.
    public static func fontNames(forFamilyName familyName: String) -> [String] { [familyName] }
}
