import Foundation

/// A text field or text view, for what both do with their `EditableText` in one place: the
/// positions and ranges of `TextInput` and the standard edit actions.
@MainActor
protocol EditableTextHolder: TextInput {
    /// The text and selection.
    var editable: EditableText { get set }
    /// Sends what an edit sends (the control event or delegate calls, the notification).
    func didEditText()
}

extension TextField: EditableTextHolder {}
extension TextView: EditableTextHolder {}

extension EditableTextHolder {
    /// The caret's rectangle at `position` for text in `font`.
    func caretRect(for position: TextPosition, in font: Font) -> CGRect {
        let before = editable.substring(in: NSRange(location: 0, length: position.offset))
        return CGRect(x: TextMetrics.width(of: Substring(before), font), y: 0, width: 2, height: TextMetrics.lineHeight(font))
    }

    /// Inserts the pasteboard's string as typed input; nothing without one.
    func pasteFromPasteboard() {
        if let string = Pasteboard.general.string { insertText(string) }
    }

    /// Puts the selected text on the pasteboard (nothing for a caret).
    func copySelection() {
        guard editable.selection.length > 0 else { return }
        Pasteboard.general.string = editable.substring(in: editable.selection)
    }

    /// Copies the selection, then deletes it as typed input.
    func cutSelection() {
        guard editable.selection.length > 0 else { return }
        copySelection()
        deleteBackward()
    }

    /// Deletes the selection as typed input (nothing for a caret).
    func deleteSelection() {
        guard editable.selection.length > 0 else { return }
        deleteBackward()
    }

    /// UIKit's answers for the standard edit actions: `paste:` with a string on the pasteboard,
    /// `copy:` with a selection, `cut:` and `delete:` with a selection while `editable`,
    /// `selectAll:` with text; false for every other action.
    func canPerformEditAction(_ action: Selector, editable isEditable: Bool) -> Bool {
        let selected = editable.selection.length > 0
        switch action.name {
        case "paste:": return isEditable && Pasteboard.general.hasStrings
        case "copy:": return selected
        case "cut:", "delete:": return isEditable && selected
        case "selectAll:": return editable.hasText
        default: return false
        }
    }
}

// The positions and ranges of a text input, for the model's text fields and text views
// (positions count UTF-16 units from the start). Another conformer gets the start of an empty
// text: its own implementations take precedence.
extension TextInput {
    private var holder: (any EditableTextHolder)? { self as? any EditableTextHolder }
    private var length: Int { holder?.editable.length ?? 0 }

    /// The selection; a caret (empty range) at the end after `text` is set. Setting nil does
    /// nothing; a range is cut to the text.
    public var selectedTextRange: TextRange? {
        get { holder.map { TextRange($0.editable.selection) } }
        set { if let newValue, let holder { holder.editable.select(newValue.nsRange) } }
    }

    /// Text being composed by an input method: none in the model.
    public var markedTextRange: TextRange? { nil }
    /// The position before the first character.
    public var beginningOfDocument: TextPosition { TextPosition(offset: 0) }
    /// The position after the last character.
    public var endOfDocument: TextPosition { TextPosition(offset: length) }

    /// The range between two positions (in text order).
    public func textRange(from fromPosition: TextPosition, to toPosition: TextPosition) -> TextRange? {
        TextRange(from: fromPosition, to: toPosition)
    }

    /// The position `offset` units from `position`, or nil outside the text.
    public func position(from position: TextPosition, offset: Int) -> TextPosition? {
        let target = position.offset + offset
        return (0...length).contains(target) ? TextPosition(offset: target) : nil
    }

    /// The units from `from` to `toPosition` (negative when it comes first).
    public func offset(from: TextPosition, to toPosition: TextPosition) -> Int {
        toPosition.offset - from.offset
    }

    /// Whether `position` comes before, at or after `other`.
    public func compare(_ position: TextPosition, to other: TextPosition) -> ComparisonResult {
        position.offset < other.offset ? .orderedAscending : position.offset > other.offset ? .orderedDescending : .orderedSame
    }

    /// The characters in `range`.
    public func text(in range: TextRange) -> String? {
        holder?.editable.substring(in: range.nsRange)
    }

    /// Replaces the characters in `range` as typed input would (same events as `insertText`).
    public func replace(_ range: TextRange, withText text: String) {
        guard let holder, holder.editable.replace(range.nsRange, with: text) else { return }
        holder.didEditText()
    }
}
