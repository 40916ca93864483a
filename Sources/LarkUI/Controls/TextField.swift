import Foundation

/// A single-line editable text control, like `UITextField`.
///
/// Editing follows UIKit:
/// * `becomeFirstResponder()` fails outside a window, when disabled, when the delegate's
///   `textFieldShouldBeginEditing` refuses, or when the current first responder refuses to
///   resign. On success: clear if `clearsOnBeginEditing` (and `textFieldShouldClear` allows),
///   `.editingDidBegin`, `textFieldDidBeginEditing`, `textDidBeginEditingNotification`.
/// * `resignFirstResponder()` asks `textFieldShouldEndEditing`, then `.editingDidEnd`,
///   `textFieldDidEndEditing`, `textDidEndEditingNotification`.
/// * `insertText(_:)`, `deleteBackward()` and `replace(_:withText:)` edit at the selection (a
///   caret at the end unless code moved it, as after setting `text`) and send `.editingChanged`
///   and `textDidChangeNotification` once per call, without asking `shouldChangeCharactersIn`.
/// * Setting `text` sends nothing. `text` reads back "" after being set to nil.
@preconcurrency @MainActor
open class TextField: Control {
    /// When the clear button shows, like `UITextField.ViewMode`.
    public enum ViewMode: Int, Hashable, Sendable, CustomStringConvertible {
        /// Never.
        case never
        /// Only while editing.
        case whileEditing
        /// Only while not editing.
        case unlessEditing
        /// Always.
        case always

        /// `.never`, `.whileEditing`, `.unlessEditing` or `.always`.
        public var description: String {
            switch self {
            case .never: ".never"
            case .whileEditing: ".whileEditing"
            case .unlessEditing: ".unlessEditing"
            case .always: ".always"
            }
        }
    }

    /// Why editing ended, like `UITextField.DidEndEditingReason`.
    public enum DidEndEditingReason: Int, Hashable, Sendable {
        /// The field gave up first responder (the only reason on a phone).
        case committed
        /// Editing was cancelled (not on a phone).
        case cancelled
    }

    /// Posted after editing began (object: the text field).
    public nonisolated static let textDidBeginEditingNotification = Notification.Name("LarkUI.TextField.textDidBeginEditing")
    /// Posted after the text changed through editing (object: the text field).
    public nonisolated static let textDidChangeNotification = Notification.Name("LarkUI.TextField.textDidChange")
    /// Posted after editing ended (object: the text field).
    public nonisolated static let textDidEndEditingNotification = Notification.Name("LarkUI.TextField.textDidEndEditing")

    /// The text and selection (`EditableTextHolder`).
    var editable = EditableText()

    /// The text; never nil when read ("" when empty), as in UIKit.
    open var text: String? {
        get { editable.text }
        set {
            editable.stored = newValue
            invalidateIntrinsicContentSize()
        }
    }

    /// Grey text shown while the field is empty.
    open var placeholder: String? {
        didSet { invalidateIntrinsicContentSize() }
    }
    /// The text colour (black by default).
    open var textColor: Color? = .black
    /// The font (system 17 by default).
    open var font: Font? = .systemFont(ofSize: 17) {
        didSet { invalidateIntrinsicContentSize() }
    }
    /// When the clear button shows (never by default).
    open var clearButtonMode: ViewMode = .never
    /// Whether beginning editing clears the text (false by default).
    open var clearsOnBeginEditing = false
    /// Whether the text is masked.
    open var isSecureTextEntry = false
    /// How the border draws.
    open var borderStyle: TextBorderStyle = .none
    /// A view at the left edge.
    open var leftView: View?
    /// When the left view shows.
    open var leftViewMode: ViewMode = .never
    /// A view at the right edge.
    open var rightView: View?
    /// When the right view shows.
    open var rightViewMode: ViewMode = .never
    /// Whether the font shrinks to fit the width.
    open var adjustsFontSizeToFitWidth = false
    /// The smallest font size it shrinks to.
    open var minimumFontSize: CGFloat = 0
    /// The placeholder with attributes; setting it sets `placeholder` to its characters.
    open var attributedPlaceholder: NSAttributedString? {
        get { placeholder.map { NSAttributedString(string: $0) } }
        set { placeholder = newValue?.string }
    }
    /// The text with attributes; setting it sets `text` to its characters.
    open var attributedText: NSAttributedString? {
        get { text.map { NSAttributedString(string: $0) } }
        set { text = newValue?.string }
    }
    /// The background image for the `.roundedRect`-less borders (stored).
    open var background: Image?
    /// The background image while disabled (stored).
    open var disabledBackground: Image?
    /// Whether typing replaces the text when editing begins (stored; the model's typing keeps
    /// the text).
    open var clearsOnInsertion = false
    /// The default attributes of the text.
    open var defaultTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// Whether the text may take attributes while editing.
    open var allowsEditingTextAttributes = false

    // MARK: Drawing rectangles (override points, as in UIKit)

    /// The rectangle of the text when not editing: the bounds less the border's insets.
    open func textRect(forBounds bounds: CGRect) -> CGRect { bounds }
    /// The rectangle of the text while editing: `textRect(forBounds:)` by default.
    open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
    /// The rectangle of the placeholder: `textRect(forBounds:)` by default.
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
    /// The border's rectangle: the bounds.
    open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }
    /// The clear button's rectangle (a 19-point square at the trailing edge).
    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
        CGRect(x: bounds.maxX - 25, y: bounds.midY - 9.5, width: 19, height: 19)
    }
    /// The left view's rectangle.
    open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        CGRect(origin: CGPoint(x: bounds.minX, y: bounds.midY - (leftView?.bounds.height ?? 0) / 2), size: leftView?.bounds.size ?? .zero)
    }
    /// The right view's rectangle.
    open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
        let size = rightView?.bounds.size ?? .zero
        return CGRect(origin: CGPoint(x: bounds.maxX - size.width, y: bounds.midY - size.height / 2), size: size)
    }
    /// Draws the text (nothing is drawn in the model; an override point).
    open func drawText(in rect: CGRect) {}
    /// Draws the placeholder (nothing is drawn in the model; an override point).
    open func drawPlaceholder(in rect: CGRect) {}

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
    /// The editing delegate (held weakly).
    open weak var delegate: TextFieldDelegate?

    /// Whether the field is editing (is first responder).
    open var isEditing: Bool { isFirstResponder }

    /// Whether the text is non-empty.
    open var hasText: Bool { editable.hasText }

    /// A text field can become first responder while enabled.
    open override var canBecomeFirstResponder: Bool { isEnabled }

    // MARK: Editing primitives

    /// Inserts `text` at the selection as typed input: sends `.editingChanged` and posts
    /// `textDidChangeNotification` once. Does nothing for an empty string.
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
        caretRect(for: position, in: font ?? .systemFont(ofSize: 17))
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

    /// Answers for the standard edit actions, editable while `isEnabled`.
    open override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        canPerformEditAction(action, editable: isEnabled)
    }

    /// Sends what an edit sends (`EditableTextHolder`).
    func didEditText() {
        invalidateIntrinsicContentSize()
        sendActions(for: .editingChanged)
        postNotification(TextField.textDidChangeNotification, object: self)
    }

    // MARK: First-responder hooks

    override func shouldBeginFirstResponder() -> Bool {
        delegate?.textFieldShouldBeginEditing(self) ?? true
    }

    override func shouldResignFirstResponder() -> Bool {
        delegate?.textFieldShouldEndEditing(self) ?? true
    }

    override func didBecomeFirstResponder() {
        if clearsOnBeginEditing, delegate?.textFieldShouldClear(self) ?? true {
            if editable.clear() { didEditText() }
        }
        sendActions(for: .editingDidBegin)
        delegate?.textFieldDidBeginEditing(self)
        postNotification(TextField.textDidBeginEditingNotification, object: self)
    }

    override func didResignFirstResponder() {
        sendActions(for: .editingDidEnd)
        delegate?.textFieldDidEndEditing(self, reason: .committed)
        postNotification(TextField.textDidEndEditingNotification, object: self)
    }

    // MARK: Accessibility and description

    override var defaultAccessibilityValue: String? {
        guard hasText else { return nil }
        return isSecureTextEntry ? String(repeating: "•", count: editable.text.count) : editable.stored
    }

    override var descriptionText: String? {
        if hasText { return isSecureTextEntry ? "••••" : editable.stored }
        return placeholder
    }

    /// A placeholder is not text (docs/queries.md): an empty field shows the empty text to a
    /// query by text, and only `.placeholder(_:)` finds it by its placeholder.
    override var queryText: String? {
        hasText ? descriptionText : ""
    }
}
