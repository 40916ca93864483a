import Foundation

/// Read-only text, like `UILabel`. Unlike text fields, a label's `text` stays nil when set to nil.
/// Labels are accessibility elements labelled with their text and have the `.staticText` trait.
@MainActor
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

    /// Labels do not receive touches by default, as in UIKit.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    override var defaultIsAccessibilityElement: Bool { true }
    override var defaultAccessibilityLabel: String? { text }
    override var defaultAccessibilityTraits: AccessibilityTraits {
        isEnabled ? .staticText : [.staticText, .notEnabled]
    }
    override var descriptionText: String? { text }
}
