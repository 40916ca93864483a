import Foundation

/// What describes a font (`UIFontDescriptor`): name, size, weight, symbolic traits.
public final class FontDescriptor: Hashable, Sendable {
    /// Bold, italic, monospace, ... (`UIFontDescriptor.SymbolicTraits`).
    public struct SymbolicTraits: OptionSet, Hashable, Sendable {
        /// The bits.
        public let rawValue: UInt32
        /// Traits from bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Italic.
        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        /// Bold.
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        /// Expanded.
        public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
        /// Condensed.
        public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
        /// Monospaced.
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
        /// Vertical glyphs.
        public static let traitVertical = SymbolicTraits(rawValue: 1 << 11)
        /// Optimised for legibility.
        public static let traitUIOptimized = SymbolicTraits(rawValue: 1 << 12)
        /// Tight leading.
        public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
        /// Loose leading.
        public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
    }

    /// The font name.
    public let fontName: String
    /// The point size.
    public let pointSize: CGFloat
    /// The weight.
    public let weight: Font.Weight
    /// The symbolic traits.
    public let symbolicTraits: SymbolicTraits
    /// The text style, if any.
    public let textStyle: Font.TextStyle?
    /// The system font's design (rounded, serif, monospaced), `.default` otherwise.
    public let design: SystemDesign

    /// A design of the system font (`UIFontDescriptor.SystemDesign`).
    public struct SystemDesign: RawRepresentable, Hashable, Sendable {
        /// The design's name.
        public let rawValue: String
        /// A design named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The usual design.
        public static let `default` = SystemDesign(rawValue: "NSCTFontUIFontDesignDefault")
        /// Rounded letters.
        public static let rounded = SystemDesign(rawValue: "NSCTFontUIFontDesignRounded")
        /// Serifs.
        public static let serif = SystemDesign(rawValue: "NSCTFontUIFontDesignSerif")
        /// Fixed width.
        public static let monospaced = SystemDesign(rawValue: "NSCTFontUIFontDesignMonospaced")
    }

    init(fontName: String, pointSize: CGFloat, weight: Font.Weight, symbolicTraits: SymbolicTraits, textStyle: Font.TextStyle?, design: SystemDesign = .default) {
        self.fontName = fontName
        self.pointSize = pointSize
        self.weight = weight
        self.symbolicTraits = symbolicTraits
        self.textStyle = textStyle
        self.design = design
    }

    /// The same descriptor with another system design; never nil in the model.
    public func withDesign(_ design: SystemDesign) -> FontDescriptor? {
        FontDescriptor(fontName: fontName, pointSize: pointSize, weight: weight, symbolicTraits: symbolicTraits, textStyle: textStyle, design: design)
    }

    /// The descriptor of a text style's font.
    public static func preferredFontDescriptor(withTextStyle style: Font.TextStyle) -> FontDescriptor {
        Font.preferredFont(forTextStyle: style).fontDescriptor
    }

    /// The same descriptor with other traits; never nil in the model.
    public func withSymbolicTraits(_ traits: SymbolicTraits) -> FontDescriptor? {
        FontDescriptor(fontName: fontName, pointSize: pointSize, weight: weight, symbolicTraits: traits, textStyle: textStyle, design: design)
    }

    /// The same descriptor in another font family. The model knows fonts by name only, so the
    /// new descriptor's `fontName` is the family's name; size, weight and traits are kept.
    public func withFamily(_ newFamily: String) -> FontDescriptor {
        FontDescriptor(fontName: newFamily, pointSize: pointSize, weight: weight, symbolicTraits: symbolicTraits, textStyle: textStyle, design: design)
    }

    /// The same descriptor at another size.
    public func withSize(_ size: CGFloat) -> FontDescriptor {
        FontDescriptor(fontName: fontName, pointSize: size, weight: weight, symbolicTraits: symbolicTraits, textStyle: textStyle, design: design)
    }

    /// Equal in every part.
    public static func == (lhs: FontDescriptor, rhs: FontDescriptor) -> Bool {
        lhs.fontName == rhs.fontName && lhs.pointSize == rhs.pointSize && lhs.weight == rhs.weight
            && lhs.symbolicTraits == rhs.symbolicTraits && lhs.textStyle == rhs.textStyle && lhs.design == rhs.design
    }

    /// Hashes name and size.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(fontName)
        hasher.combine(pointSize)
    }
}

/// Scales fonts and values for Dynamic Type (`UIFontMetrics`). The model's text size is always
/// the default one, so scaling returns what it is given.
public struct FontMetrics: Sendable {
    /// The text style this metrics object scales for.
    public let textStyle: Font.TextStyle
    /// Metrics for `textStyle`.
    public init(forTextStyle textStyle: Font.TextStyle) { self.textStyle = textStyle }
    /// Metrics for body text.
    public static let `default` = FontMetrics(forTextStyle: .body)
    /// The font scaled for the current text size (unchanged at the default size).
    public func scaledFont(for font: Font) -> Font { font }
    /// The font scaled, at most `maximumPointSize`.
    public func scaledFont(for font: Font, maximumPointSize: CGFloat) -> Font {
        font.pointSize > maximumPointSize ? font.withSize(maximumPointSize) : font
    }
    /// The font scaled for `traitCollection` (unchanged at the default size).
    public func scaledFont(for font: Font, compatibleWith traitCollection: TraitCollection?) -> Font { font }
    /// The value scaled for the current text size (unchanged at the default size).
    public func scaledValue(for value: CGFloat) -> CGFloat { value }
}
