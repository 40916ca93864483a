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
@MainActor
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
