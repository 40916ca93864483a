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
    /// Styled text; setting it sets `text` to its characters, as in UIKit.
    open var attributedText: NSAttributedString? {
        get { text.map { NSAttributedString(string: $0) } }
        set { text = newValue?.string }
    }
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
