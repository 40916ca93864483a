import Foundation

/// The text of a text field or a text view and its editing primitives, kept in one place: both
/// edit at the selection (a caret at the end unless code moved it, as after UIKit sets `text`)
/// and read back "" when empty. Offsets and ranges count UTF-16 units, as `NSRange` does.
struct EditableText {
    /// The text as set; nil after being set to nil. Setting it puts the caret at the end.
    var stored: String? {
        didSet { selection = NSRange(location: length, length: 0) }
    }

    /// The selected range; a caret when its length is zero.
    private(set) var selection = NSRange(location: 0, length: 0)

    /// The text as read: never nil.
    var text: String { stored ?? "" }

    /// Whether the text is non-empty.
    var hasText: Bool { !text.isEmpty }

    /// The length in UTF-16 units.
    var length: Int { text.utf16.count }

    /// Selects `range`, clamped to the text.
    mutating func select(_ range: NSRange) {
        selection = clamped(range)
    }

    /// `range` cut to the text's bounds.
    func clamped(_ range: NSRange) -> NSRange {
        let start = min(max(range.location, 0), length)
        let end = min(max(range.location + max(range.length, 0), start), length)
        return NSRange(location: start, length: end - start)
    }

    /// The characters in `range` (clamped).
    func substring(in range: NSRange) -> String {
        (text as NSString).substring(with: clamped(range))
    }

    /// Replaces `range` with `replacement` and leaves the caret after it; returns whether the
    /// text changed.
    mutating func replace(_ range: NSRange, with replacement: String) -> Bool {
        let range = clamped(range)
        guard range.length > 0 || !replacement.isEmpty else { return false }
        stored = (text as NSString).replacingCharacters(in: range, with: replacement)
        selection = NSRange(location: range.location + replacement.utf16.count, length: 0)
        return true
    }

    /// Replaces the selection with typed `input`; returns whether the text changed (not for an
    /// empty string).
    mutating func insert(_ input: String) -> Bool {
        guard !input.isEmpty else { return false }
        return replace(selection, with: input)
    }

    /// Deletes the selection, or the character before the caret, as a backspace does; returns
    /// whether anything was deleted.
    mutating func deleteBackward() -> Bool {
        if selection.length > 0 { return replace(selection, with: "") }
        guard selection.location > 0 else { return false }
        let character = (text as NSString).rangeOfComposedCharacterSequence(at: selection.location - 1)
        return replace(character, with: "")
    }

    /// Empties the text; returns whether there was any.
    mutating func clear() -> Bool {
        let hadText = hasText
        stored = ""
        return hadText
    }
}
