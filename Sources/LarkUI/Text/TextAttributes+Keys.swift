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
}

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
