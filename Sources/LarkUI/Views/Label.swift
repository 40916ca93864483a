import Foundation

/// Read-only text, like `UILabel`. Unlike text fields, a label's `text` stays nil when set to nil.
/// Labels are accessibility elements labelled with their text and have the `.staticText` trait.
@preconcurrency @MainActor
open class Label: View {
    /// The text, nil by default.
    open var text: String? {
        didSet { if text != oldValue { invalidateIntrinsicContentSize() } }
    }
    /// The text colour (black by default).
    open var textColor: Color! = .black
    /// The font (system 17 by default).
    open var font: Font! = .systemFont(ofSize: 17) {
        didSet { if font != oldValue { invalidateIntrinsicContentSize() } }
    }
    /// The maximum number of lines (0 means unlimited).
    open var numberOfLines = 1 {
        didSet { if numberOfLines != oldValue { invalidateIntrinsicContentSize() } }
    }
    /// Whether the label draws as enabled.
    open var isEnabled = true
    /// How the text lines up horizontally.
    open var textAlignment: NSTextAlignment = .natural
    /// How text that does not fit is wrapped or truncated.
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail
    /// Styled text: what was set, while `text` is still its characters; else the text in `font`
    /// and `textColor`. Setting it sets `text` to its characters, as in UIKit.
    open var attributedText: NSAttributedString? {
        get {
            guard let text else { return nil }
            if let storedAttributedText, storedAttributedText.string == text { return storedAttributedText }
            var attributes: [NSAttributedString.Key: Any] = [:]
            if let font { attributes[.font] = font }
            if let textColor { attributes[.foregroundColor] = textColor }
            return NSAttributedString(string: text, attributes: attributes)
        }
        set {
            text = newValue?.string
            storedAttributedText = newValue.map { NSAttributedString(attributedString: $0) }
        }
    }
    private var storedAttributedText: NSAttributedString?
    /// Whether the font shrinks to fit the width.
    open var adjustsFontSizeToFitWidth = false
    /// The smallest scale the font may shrink to.
    open var minimumScaleFactor: CGFloat = 0
    /// Whether the text tightens before truncating.
    open var allowsDefaultTighteningForTruncation = false
    /// How the baseline moves when the font shrinks.
    open var baselineAdjustment: BaselineAdjustment = .alignBaselines
    /// Whether the font follows the user's text size.
    open var adjustsFontForContentSizeCategory = false
    /// The text colour while highlighted.
    open var highlightedTextColor: Color?
    /// Whether the label draws highlighted.
    open var isHighlighted = false
    /// The text's shadow colour.
    open var shadowColor: Color?
    /// The text's shadow offset.
    open var shadowOffset = CGSize(width: 0, height: -1)
    /// How lines break beyond `lineBreakMode` (stored; the model breaks at spaces).
    open var lineBreakStrategy: NSParagraphStyle.LineBreakStrategy = .standard
    /// Whether the full text shows when a truncated label is hovered over (stored).
    open var showsExpansionTextWhenTruncated = false

    /// Draws the text in `rect` (nothing is drawn in the model; an override point, as apps
    /// inset text by overriding it).
    open func drawText(in rect: CGRect) {}

    /// The rectangle the text takes within `bounds` (an override point): `bounds` by default.
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect { bounds }

    /// Labels do not receive touches by default, as in UIKit.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// A label as a storyboard makes it (not receiving touches either).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }

    override var defaultIsAccessibilityElement: Bool { true }
    override var defaultAccessibilityLabel: String? { text }
    override var defaultAccessibilityTraits: AccessibilityTraits {
        isEnabled ? .staticText : [.staticText, .notEnabled]
    }
    override var descriptionText: String? { text }
}
