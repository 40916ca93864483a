import Foundation

// The attribute keys UIKit adds to `NSAttributedString.Key`, for attributed strings that apps
// build; the model stores them and draws nothing.
extension NSAttributedString.Key {
    /// The font (`UIFont`).
    public static let font = NSAttributedString.Key("NSFont")
    /// The text colour (`UIColor`).
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// The background colour (`UIColor`).
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// The paragraph style (`NSParagraphStyle`).
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    /// Letter spacing, in points.
    public static let kern = NSAttributedString.Key("NSKern")
    /// Underline (`NSUnderlineStyle` raw value).
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// Underline colour.
    public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
    /// Strike-through (`NSUnderlineStyle` raw value).
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    /// Strike-through colour.
    public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
    /// Outline width.
    public static let strokeWidth = NSAttributedString.Key("NSStrokeWidth")
    /// Outline colour.
    public static let strokeColor = NSAttributedString.Key("NSStrokeColor")
    /// A shadow (`NSShadow`).
    public static let shadow = NSAttributedString.Key("NSShadow")
    /// Baseline offset, in points.
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
    /// A link (`URL` or `String`).
    public static let link = NSAttributedString.Key("NSLink")
    /// An attachment (`NSTextAttachment`).
    public static let attachment = NSAttributedString.Key("NSAttachment")
    /// Ligatures.
    public static let ligature = NSAttributedString.Key("NSLigature")
    /// Slant applied to the glyphs (0: none).
    public static let obliqueness = NSAttributedString.Key("NSObliqueness")
    /// Horizontal stretch, as the log of the factor (0: none).
    public static let expansion = NSAttributedString.Key("NSExpansion")
    /// A text effect (`NSAttributedString.TextEffectStyle`).
    public static let textEffect = NSAttributedString.Key("NSTextEffect")
    /// Writing directions (an array of `NSWritingDirection` raw values).
    public static let writingDirection = NSAttributedString.Key("NSWritingDirection")
    /// Vertical glyph forms (0 horizontal, 1 vertical).
    public static let verticalGlyphForm = NSAttributedString.Key("CTVerticalForms")
    /// Letter spacing that also turns off ligatures, in points.
    public static let tracking = NSAttributedString.Key("NSTracking")
}

extension NSAttributedString {
    /// A text effect (`NSAttributedString.TextEffectStyle`).
    public struct TextEffectStyle: RawRepresentable, Hashable, Sendable {
        /// The effect's name.
        public let rawValue: String
        /// An effect named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Letterpress.
        public static let letterpressStyle = TextEffectStyle(rawValue: "_UIKitNewLetterpressStyle")
    }
}

/// Which way text runs (`NSWritingDirection`).
public enum NSWritingDirection: Int, Hashable, Sendable {
    /// The paragraph's natural direction.
    case natural = -1
    /// Left to right.
    case leftToRight = 0
    /// Right to left.
    case rightToLeft = 1
}

/// Underline and strike-through styles (`NSUnderlineStyle`).
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: Int
    /// A style from bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// One line.
    public static let single = NSUnderlineStyle(rawValue: 0x01)
    /// A thick line.
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    /// Two lines.
    public static let double = NSUnderlineStyle(rawValue: 0x09)
    /// Dotted.
    public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
    /// Dashed.
    public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
    /// Words only.
    public static let byWord = NSUnderlineStyle(rawValue: 0x8000)
}

/// A paragraph's layout (`NSParagraphStyle`); stored.
open class NSParagraphStyle: NSObject {
    /// The default style (a new instance each time, since instances are mutable objects).
    public static var `default`: NSParagraphStyle { NSParagraphStyle() }
    /// Extra space between lines.
    public internal(set) var lineSpacing: CGFloat = 0
    /// Space after a paragraph.
    public internal(set) var paragraphSpacing: CGFloat = 0
    /// Space before a paragraph.
    public internal(set) var paragraphSpacingBefore: CGFloat = 0
    /// Horizontal alignment.
    public internal(set) var alignment: NSTextAlignment = .natural
    /// How lines break.
    public internal(set) var lineBreakMode: NSLineBreakMode = .byWordWrapping
    /// Line height as a multiple.
    public internal(set) var lineHeightMultiple: CGFloat = 0
    /// Smallest line height.
    public internal(set) var minimumLineHeight: CGFloat = 0
    /// Largest line height.
    public internal(set) var maximumLineHeight: CGFloat = 0
    /// First line's indent.
    public internal(set) var firstLineHeadIndent: CGFloat = 0
    /// Other lines' indent.
    public internal(set) var headIndent: CGFloat = 0
    /// Trailing indent.
    public internal(set) var tailIndent: CGFloat = 0
    /// How eagerly words are hyphenated, 0 (never) to 1.
    public internal(set) var hyphenationFactor: Float = 0
    /// Whether the system's hyphenation applies.
    public internal(set) var usesDefaultHyphenation = false
    /// The writing direction.
    public internal(set) var baseWritingDirection: NSWritingDirection = .natural
    /// How lines break beyond `lineBreakMode`.
    public internal(set) var lineBreakStrategy: LineBreakStrategy = []
    /// Whether text tightens before truncating.
    public internal(set) var allowsDefaultTighteningForTruncation = false
    /// Tab stops' spacing after the last one (0: none).
    public internal(set) var defaultTabInterval: CGFloat = 0
    /// The tab stops.
    public internal(set) var tabStops: [NSTextTab] = []

    /// How lines break beyond the line-break mode (`NSParagraphStyle.LineBreakStrategy`).
    public struct LineBreakStrategy: OptionSet, Hashable, Sendable {
        /// The bits.
        public let rawValue: UInt
        /// A strategy from bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Keeps a single word off the last line.
        public static let pushOut = LineBreakStrategy(rawValue: 1 << 0)
        /// Korean: breaks between words, not syllables.
        public static let hangulWordPriority = LineBreakStrategy(rawValue: 1 << 16)
        /// The system's line breaking.
        public static let standard = LineBreakStrategy(rawValue: 0xFFFF)
    }

    /// A copy, for `copy()` (Foundation calls this).
    open func copy(with zone: NSZone? = nil) -> Any { copyValues(into: NSParagraphStyle()) }

    /// A mutable copy, for `mutableCopy()`: `NSParagraphStyle.default.mutableCopy() as! NSMutableParagraphStyle`.
    open func mutableCopy(with zone: NSZone? = nil) -> Any { copyValues(into: NSMutableParagraphStyle()) }

    /// Copies every value of this style into `style`.
    func copyValues<Style: NSParagraphStyle>(into style: Style) -> Style {
        style.lineSpacing = lineSpacing
        style.paragraphSpacing = paragraphSpacing
        style.paragraphSpacingBefore = paragraphSpacingBefore
        style.alignment = alignment
        style.lineBreakMode = lineBreakMode
        style.lineHeightMultiple = lineHeightMultiple
        style.minimumLineHeight = minimumLineHeight
        style.maximumLineHeight = maximumLineHeight
        style.firstLineHeadIndent = firstLineHeadIndent
        style.headIndent = headIndent
        style.tailIndent = tailIndent
        style.hyphenationFactor = hyphenationFactor
        style.usesDefaultHyphenation = usesDefaultHyphenation
        style.baseWritingDirection = baseWritingDirection
        style.lineBreakStrategy = lineBreakStrategy
        style.allowsDefaultTighteningForTruncation = allowsDefaultTighteningForTruncation
        style.defaultTabInterval = defaultTabInterval
        style.tabStops = tabStops
        return style
    }
}

extension NSParagraphStyle: NSCopying, NSMutableCopying {}

/// A paragraph style to fill in (`NSMutableParagraphStyle`).
open class NSMutableParagraphStyle: NSParagraphStyle {
    /// Extra space between lines.
    open override var lineSpacing: CGFloat { get { super.lineSpacing } set { super.lineSpacing = newValue } }
    /// Space after a paragraph.
    open override var paragraphSpacing: CGFloat { get { super.paragraphSpacing } set { super.paragraphSpacing = newValue } }
    /// Space before a paragraph.
    open override var paragraphSpacingBefore: CGFloat { get { super.paragraphSpacingBefore } set { super.paragraphSpacingBefore = newValue } }
    /// Horizontal alignment.
    open override var alignment: NSTextAlignment { get { super.alignment } set { super.alignment = newValue } }
    /// How lines break.
    open override var lineBreakMode: NSLineBreakMode { get { super.lineBreakMode } set { super.lineBreakMode = newValue } }
    /// Line height as a multiple.
    open override var lineHeightMultiple: CGFloat { get { super.lineHeightMultiple } set { super.lineHeightMultiple = newValue } }
    /// Smallest line height.
    open override var minimumLineHeight: CGFloat { get { super.minimumLineHeight } set { super.minimumLineHeight = newValue } }
    /// Largest line height.
    open override var maximumLineHeight: CGFloat { get { super.maximumLineHeight } set { super.maximumLineHeight = newValue } }
    /// First line's indent.
    open override var firstLineHeadIndent: CGFloat { get { super.firstLineHeadIndent } set { super.firstLineHeadIndent = newValue } }
    /// Other lines' indent.
    open override var headIndent: CGFloat { get { super.headIndent } set { super.headIndent = newValue } }
    /// Trailing indent.
    open override var tailIndent: CGFloat { get { super.tailIndent } set { super.tailIndent = newValue } }
    /// How eagerly words are hyphenated, 0 (never) to 1.
    open override var hyphenationFactor: Float { get { super.hyphenationFactor } set { super.hyphenationFactor = newValue } }
    /// Whether the system's hyphenation applies.
    open override var usesDefaultHyphenation: Bool { get { super.usesDefaultHyphenation } set { super.usesDefaultHyphenation = newValue } }
    /// The writing direction.
    open override var baseWritingDirection: NSWritingDirection { get { super.baseWritingDirection } set { super.baseWritingDirection = newValue } }
    /// How lines break beyond `lineBreakMode`.
    open override var lineBreakStrategy: LineBreakStrategy { get { super.lineBreakStrategy } set { super.lineBreakStrategy = newValue } }
    /// Whether text tightens before truncating.
    open override var allowsDefaultTighteningForTruncation: Bool {
        get { super.allowsDefaultTighteningForTruncation }
        set { super.allowsDefaultTighteningForTruncation = newValue }
    }
    /// Tab stops' spacing after the last one (0: none).
    open override var defaultTabInterval: CGFloat { get { super.defaultTabInterval } set { super.defaultTabInterval = newValue } }
    /// The tab stops.
    open override var tabStops: [NSTextTab] { get { super.tabStops } set { super.tabStops = newValue } }

    /// Takes every value of `style`.
    open func setParagraphStyle(_ style: NSParagraphStyle) {
        _ = style.copyValues(into: self)
    }

    /// Adds a tab stop.
    open func addTabStop(_ tab: NSTextTab) { tabStops.append(tab) }

    /// Removes the tab stops equal to `tab`.
    open func removeTabStop(_ tab: NSTextTab) { tabStops.removeAll { $0 == tab } }
}

/// A tab stop in a paragraph style (`NSTextTab`); stored.
open class NSTextTab: NSObject {
    /// How text lines up at the stop.
    public let alignment: NSTextAlignment
    /// Where the stop is, in points from the line's start.
    public let location: CGFloat
    /// Options such as column terminators (stored).
    public let options: [OptionKey: Any]

    /// Keys of a tab stop's options (`NSTextTab.OptionKey`).
    public struct OptionKey: RawRepresentable, Hashable, Sendable {
        /// The key's name.
        public let rawValue: String
        /// A key named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The characters that end a column.
        public static let columnTerminators = OptionKey(rawValue: "NSTabColumnTerminatorsAttributeName")
    }

    /// A tab stop at `location` lining text up by `alignment`.
    public init(textAlignment alignment: NSTextAlignment, location: CGFloat, options: [OptionKey: Any] = [:]) {
        self.alignment = alignment
        self.location = location
        self.options = options
    }

    /// Whether both stop at the same place with the same alignment.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSTextTab else { return false }
        return alignment == other.alignment && location == other.location
    }

    /// Hashes the place and alignment.
    open override var hash: Int { location.hashValue ^ alignment.hashValue }
}

/// A text shadow (`NSShadow`); stored.
open class NSShadow: NSObject {
    /// The offset.
    open var shadowOffset: CGSize = CGSize(width: 0, height: -3)
    /// The blur radius.
    open var shadowBlurRadius: CGFloat = 0
    /// The colour (a `UIColor`).
    open var shadowColor: Any?
}
