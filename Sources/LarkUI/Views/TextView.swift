import Foundation

/// A multi-line text view, like `UITextView` (without scrolling). Not a control: it sends no
/// control events.
///
/// It can become first responder while editable or selectable; only an editable one begins an
/// editing session (`textViewShouldBeginEditing`, `textViewDidBeginEditing`,
/// `textDidBeginEditingNotification`; symmetric on resign). `insertText(_:)` and
/// `deleteBackward()` edit at the end and call `textViewDidChangeSelection`, then
/// `textViewDidChange`, then post `textDidChangeNotification`, once per call, without asking
/// `shouldChangeTextIn`. Setting `text` sends nothing; it reads back "" after being set to nil.
@preconcurrency @MainActor
open class TextView: View {
    /// Posted after editing began (object: the text view).
    public nonisolated static let textDidBeginEditingNotification = Notification.Name("LarkUI.TextView.textDidBeginEditing")
    /// Posted after the text changed through editing (object: the text view).
    public nonisolated static let textDidChangeNotification = Notification.Name("LarkUI.TextView.textDidChange")
    /// Posted after editing ended (object: the text view).
    public nonisolated static let textDidEndEditingNotification = Notification.Name("LarkUI.TextView.textDidEndEditing")

    private var editable = EditableText()

    /// The text; never nil when read ("" when empty), as in UIKit.
    open var text: String! {
        get { editable.text }
        set {
            editable.stored = newValue
            invalidateIntrinsicContentSize()
        }
    }

    /// The text colour (black by default).
    open var textColor: Color? = .black
    /// The font (system 12 by default, as in UIKit).
    open var font: Font? = .systemFont(ofSize: 12) {
        didSet { invalidateIntrinsicContentSize() }
    }
    /// Whether the user may edit (true by default).
    open var isEditable = true
    /// Whether the user may select text (true by default).
    open var isSelectable = true
    /// Whether the text scrolls; when false the view grows with its text in layout.
    open var isScrollEnabled = true
    /// Room around the text.
    open var textContainerInset = EdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
    /// Where the text is laid out.
    public let textContainer = NSTextContainer(size: .zero)
    /// Extra room around the content, as a scroll view's.
    open var contentInset: EdgeInsets = .zero
    /// Whether the vertical indicator shows.
    open var showsVerticalScrollIndicator = true
    /// Whether the horizontal indicator shows.
    open var showsHorizontalScrollIndicator = true
    /// Which data become links.
    open var dataDetectorTypes: DataDetectorTypes = []
    /// Attributes of links.
    open var linkTextAttributes: [NSAttributedString.Key: Any]!
    /// Whether the text may take attributes while editing.
    open var allowsEditingTextAttributes = false
    /// The text with attributes; setting it sets `text` to its characters.
    open var attributedText: NSAttributedString! {
        get { NSAttributedString(string: text ?? "") }
        set { text = newValue?.string ?? "" }
    }

    // MARK: Text input traits (stored; there is no keyboard)

    /// The kind of keyboard.
    open var keyboardType: KeyboardType = .default
    /// The return key's title.
    open var returnKeyType: ReturnKeyType = .default
    /// Automatic capitals.
    open var autocapitalizationType: TextAutocapitalizationType = .sentences
    /// Automatic correction.
    open var autocorrectionType: TextAutocorrectionType = .default
    /// Spell checking.
    open var spellCheckingType: TextSpellCheckingType = .default
    /// Light or dark keyboard.
    open var keyboardAppearance: KeyboardAppearance = .default
    /// What the text is (AutoFill).
    open var textContentType: TextContentType!
    /// Whether the return key is disabled while there is no text.
    open var enablesReturnKeyAutomatically = false
    /// How the text lines up horizontally.
    open var textAlignment: NSTextAlignment = .natural
    /// Whether the font follows the user's text size.
    open var adjustsFontForContentSizeCategory = false
    /// Attributes applied to typed text.
    open var typingAttributes: [NSAttributedString.Key: Any]?
    /// A view shown in place of the keyboard (settable here, as in UIKit).
    open override var inputView: View? {
        get { customInputViews.input }
        set { customInputViews.input = newValue }
    }
    /// A view shown above the keyboard (settable here, as in UIKit).
    open override var inputAccessoryView: View? {
        get { customInputViews.accessory }
        set { customInputViews.accessory = newValue }
    }
    private var customInputViews: (input: View?, accessory: View?)
    /// The editing delegate (held weakly).
    open weak var delegate: TextViewDelegate?

    /// Whether the text is non-empty.
    open var hasText: Bool { editable.hasText }

    /// A text view can become first responder while editable or selectable.
    open override var canBecomeFirstResponder: Bool { isEditable || isSelectable }

    /// Appends `text` as typed input (see the type's documentation). Ignores an empty string.
    open func insertText(_ text: String) {
        if editable.insert(text) { didEditText() }
    }

    /// Removes the last character as a backspace would; does nothing on empty text.
    open func deleteBackward() {
        if editable.deleteBackward() { didEditText() }
    }

    private func didEditText() {
        delegate?.textViewDidChangeSelection(self)
        delegate?.textViewDidChange(self)
        postNotification(TextView.textDidChangeNotification, object: self)
    }

    override func shouldBeginFirstResponder() -> Bool {
        guard isEditable else { return true }
        return delegate?.textViewShouldBeginEditing(self) ?? true
    }

    override func shouldResignFirstResponder() -> Bool {
        guard isEditable else { return true }
        return delegate?.textViewShouldEndEditing(self) ?? true
    }

    override func didBecomeFirstResponder() {
        guard isEditable else { return }
        delegate?.textViewDidBeginEditing(self)
        postNotification(TextView.textDidBeginEditingNotification, object: self)
    }

    override func didResignFirstResponder() {
        guard isEditable else { return }
        delegate?.textViewDidEndEditing(self)
        postNotification(TextView.textDidEndEditingNotification, object: self)
    }

    override var defaultIsAccessibilityElement: Bool { true }
    override var defaultAccessibilityValue: String? { hasText ? editable.stored : nil }
    override var descriptionText: String? { hasText ? editable.stored : nil }
}
