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
/// * `insertText(_:)` and `deleteBackward()` edit at the end and send `.editingChanged` and
///   `textDidChangeNotification` once per call, without asking `shouldChangeCharactersIn`.
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

    /// Posted after editing began (object: the text field).
    public nonisolated static let textDidBeginEditingNotification = Notification.Name("LarkUI.TextField.textDidBeginEditing")
    /// Posted after the text changed through editing (object: the text field).
    public nonisolated static let textDidChangeNotification = Notification.Name("LarkUI.TextField.textDidChange")
    /// Posted after editing ended (object: the text field).
    public nonisolated static let textDidEndEditingNotification = Notification.Name("LarkUI.TextField.textDidEndEditing")

    private var editable = EditableText()

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
    /// The editing delegate (held weakly).
    open weak var delegate: TextFieldDelegate?

    /// Whether the field is editing (is first responder).
    open var isEditing: Bool { isFirstResponder }

    /// Whether the text is non-empty.
    open var hasText: Bool { editable.hasText }

    /// A text field can become first responder while enabled.
    open override var canBecomeFirstResponder: Bool { isEnabled }

    // MARK: Editing primitives

    /// Appends `text` as typed input: sends `.editingChanged` and posts
    /// `textDidChangeNotification` once. Does nothing for an empty string.
    open func insertText(_ text: String) {
        if editable.insert(text) { didEditText() }
    }

    /// Removes the last character as a backspace would; does nothing on empty text.
    open func deleteBackward() {
        if editable.deleteBackward() { didEditText() }
    }

    private func didEditText() {
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
        delegate?.textFieldDidEndEditing(self)
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
