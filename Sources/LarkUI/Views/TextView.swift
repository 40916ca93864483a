import Foundation

/// A multi-line text view, like `UITextView`: a `ScrollView` whose content is its text, as in
/// UIKit. Not a control: it sends no control events.
///
/// It can become first responder while editable or selectable; only an editable one begins an
/// editing session (`textViewShouldBeginEditing`, `textViewDidBeginEditing`,
/// `textDidBeginEditingNotification`; symmetric on resign). `insertText(_:)`,
/// `deleteBackward()` and `replace(_:withText:)` edit at the selection (a caret at the end
/// unless code moved it) and call `textViewDidChangeSelection`, then `textViewDidChange`, then
/// post `textDidChangeNotification`, once per call, without asking `shouldChangeTextIn`.
/// Setting `text` sends nothing; it reads back "" after being set to nil.
///
/// Its delegate is the inherited `delegate` (a `TextViewDelegate` refines `ScrollViewDelegate`,
/// as in UIKit); `textViewDelegate` reads it as a text view's. `contentSize` is the text's size
/// as the model measures text, at the view's width less the insets (docs/layout.md).
@preconcurrency @MainActor
open class TextView: ScrollView {
    /// Posted after editing began (object: the text view).
    public nonisolated static let textDidBeginEditingNotification = Notification.Name("LarkUI.TextView.textDidBeginEditing")
    /// Posted after the text changed through editing (object: the text view).
    public nonisolated static let textDidChangeNotification = Notification.Name("LarkUI.TextView.textDidChange")
    /// Posted after editing ended (object: the text view).
    public nonisolated static let textDidEndEditingNotification = Notification.Name("LarkUI.TextView.textDidEndEditing")

    /// The text and selection (`EditableTextHolder`).
    var editable = EditableText()
    /// The attributed text last set, kept while the text is still its characters.
    private var storedAttributedText: NSAttributedString?

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
    open override var isScrollEnabled: Bool {
        didSet { invalidateIntrinsicContentSize() }
    }
    /// Room around the text.
    open var textContainerInset = EdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
    /// Where the text is laid out (its width follows the view's unless `widthTracksTextView`
    /// is turned off).
    public private(set) var textContainer = NSTextContainer(size: .zero)

    /// A text view laying out in `textContainer` (nil: a new one): UIKit's designated
    /// initialiser, which subclasses override.
    public init(frame: CGRect, textContainer: NSTextContainer?) {
        if let textContainer { self.textContainer = textContainer }
        super.init(frame: frame)
    }

    /// A text view with a new text container.
    public convenience override init(frame: CGRect) {
        self.init(frame: frame, textContainer: nil)
    }

    /// A text view as a storyboard makes it.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
    /// Lays out the text in `textContainer`; measures with the model's text metric.
    public private(set) lazy var layoutManager: NSLayoutManager = {
        let manager = NSLayoutManager()
        manager.textView = self
        manager.addTextContainer(textContainer)
        return manager
    }()
    /// The text with its attributes as a text storage. Read it for the current text; the
    /// model rebuilds it from `attributedText` on every read, so editing it does not change the
    /// view (set `text` or `attributedText` instead).
    open var textStorage: NSTextStorage {
        storage.setAttributedString(attributedText)
        return storage
    }
    private let storage = NSTextStorage()
    /// Whether text shows at the size UIKit uses on iOS when it runs on a Mac (stored).
    open var usesStandardTextScaling = false
    /// Whether the find bar may open (stored; the model has no find bar).
    open var isFindInteractionEnabled = false
    /// Dragging text out of the view; nil, as the model has no drag and drop.
    open var textDragInteraction: DragInteraction? { nil }
    /// Which data become links.
    open var dataDetectorTypes: DataDetectorTypes = []
    /// Attributes of links.
    open var linkTextAttributes: [NSAttributedString.Key: Any]!
    /// Whether the text may take attributes while editing.
    open var allowsEditingTextAttributes = false
    /// The text with attributes: what was set, while `text` is still its characters; else the
    /// text in `font` and `textColor`. Setting it sets `text` to its characters.
    open var attributedText: NSAttributedString! {
        get {
            if let storedAttributedText, storedAttributedText.string == editable.text { return storedAttributedText }
            var attributes: [NSAttributedString.Key: Any] = [:]
            if let font { attributes[.font] = font }
            if let textColor { attributes[.foregroundColor] = textColor }
            return NSAttributedString(string: editable.text, attributes: attributes)
        }
        set {
            text = newValue?.string ?? ""
            storedAttributedText = newValue.map { NSAttributedString(attributedString: $0) }
        }
    }

    /// The selection in UTF-16 units; setting it cuts the range to the text.
    open var selectedRange: NSRange {
        get { editable.selection }
        set { editable.select(newValue) }
    }

    /// Scrolls so that the lines of `range` are inside the bounds (as `scrollRectToVisible`),
    /// by the model's text metric.
    open func scrollRangeToVisible(_ range: NSRange) {
        let rect = layoutManager.boundingRect(forGlyphRange: range, in: textContainer)
        scrollRectToVisible(rect.offsetBy(dx: textContainerInset.left, dy: textContainerInset.top), animated: false)
    }

    /// The text's size at the view's width: `layoutManager.usedRect(for:)` plus
    /// `textContainerInset`. Setting it does nothing: the text decides it, as in UIKit.
    open override var contentSize: CGSize {
        get {
            let used = layoutManager.usedRect(for: textContainer)
            return CGSize(width: bounds.width, height: used.height + textContainerInset.top + textContainerInset.bottom)
        }
        set {}
    }

    /// The width text wraps at: the container's width, or the view's less the insets.
    var textLayoutWidth: CGFloat? {
        if !textContainer.widthTracksTextView, textContainer.size.width > 0 { return textContainer.size.width }
        let width = bounds.width - textContainerInset.left - textContainerInset.right
        return width > 0 ? width : nil
    }

    /// The delegate as a text view's (`delegate` set to a `TextViewDelegate`), or nil.
    public var textViewDelegate: TextViewDelegate? { delegate as? TextViewDelegate }

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
    /// Smart quotes.
    open var smartQuotesType: TextSmartQuotesType = .default
    /// Smart dashes.
    open var smartDashesType: TextSmartDashesType = .default
    /// Smart spacing on insert and delete.
    open var smartInsertDeleteType: TextSmartInsertDeleteType = .default
    /// The rules a suggested strong password follows.
    open var passwordRules: TextInputPasswordRules?
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

    /// Whether the text is non-empty.
    open var hasText: Bool { editable.hasText }

    /// A text view can become first responder while editable or selectable.
    open override var canBecomeFirstResponder: Bool { isEditable || isSelectable }

    /// Inserts `text` at the selection as typed input (see the type's documentation). Ignores an
    /// empty string.
    open func insertText(_ text: String) {
        if editable.insert(text) { didEditText() }
    }

    /// Deletes the selection or the character before the caret, as a backspace does; does
    /// nothing at the start.
    open func deleteBackward() {
        if editable.deleteBackward() { didEditText() }
    }

    // MARK: Text input (UITextInput; the positions and ranges are `TextInput`'s, shared)

    /// The caret's rectangle at `position` (an override point): two points wide, one line of
    /// the font tall, after the text before it as the model measures text.
    open func caretRect(for position: TextPosition) -> CGRect {
        caretRect(for: position, in: font ?? .systemFont(ofSize: 12))
    }

    /// Takes `markedText` as typed input at the selection: the model has no input method, so
    /// marked text is final at once and `markedTextRange` stays nil.
    open func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
        insertText(markedText ?? "")
    }

    /// Ends marked text (there is none in the model).
    open func unmarkText() {}

    // MARK: Edit actions (UIResponderStandardEditActions), as `EditableTextHolder` does them

    /// Inserts `Pasteboard.general.string` at the selection as typed input.
    open override func paste(_ sender: Any?) { pasteFromPasteboard() }
    /// Puts the selected text on `Pasteboard.general`.
    open override func copy(_ sender: Any?) { copySelection() }
    /// Copies the selected text, then deletes it as typed input.
    open override func cut(_ sender: Any?) { cutSelection() }
    /// Deletes the selection as typed input.
    open override func delete(_ sender: Any?) { deleteSelection() }
    /// Selects all the text.
    open override func selectAll(_ sender: Any?) { editable.select(NSRange(location: 0, length: editable.length)) }

    /// Answers for the standard edit actions, editable while `isEditable`.
    open override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        canPerformEditAction(action, editable: isEditable)
    }

    /// Sends what an edit sends (`EditableTextHolder`).
    func didEditText() {
        textViewDelegate?.textViewDidChangeSelection(self)
        textViewDelegate?.textViewDidChange(self)
        postNotification(TextView.textDidChangeNotification, object: self)
    }

    override func shouldBeginFirstResponder() -> Bool {
        guard isEditable else { return true }
        return textViewDelegate?.textViewShouldBeginEditing(self) ?? true
    }

    override func shouldResignFirstResponder() -> Bool {
        guard isEditable else { return true }
        return textViewDelegate?.textViewShouldEndEditing(self) ?? true
    }

    override func didBecomeFirstResponder() {
        guard isEditable else { return }
        textViewDelegate?.textViewDidBeginEditing(self)
        postNotification(TextView.textDidBeginEditingNotification, object: self)
    }

    override func didResignFirstResponder() {
        guard isEditable else { return }
        textViewDelegate?.textViewDidEndEditing(self)
        postNotification(TextView.textDidEndEditingNotification, object: self)
    }

    override var defaultIsAccessibilityElement: Bool { true }
    override var defaultAccessibilityValue: String? { hasText ? editable.stored : nil }
    override var descriptionText: String? { hasText ? editable.stored : nil }
}
