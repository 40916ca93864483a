/// The text of a text field or a text view and its editing primitives, kept in one place:
/// both edit at the end (the model has no cursor) and read back "" when empty.
struct EditableText {
    /// The text as set; nil after being set to nil.
    var stored: String?

    /// The text as read: never nil.
    var text: String { stored ?? "" }

    /// Whether the text is non-empty.
    var hasText: Bool { !text.isEmpty }

    /// Appends typed `input`; returns whether the text changed (not for an empty string).
    mutating func insert(_ input: String) -> Bool {
        guard !input.isEmpty else { return false }
        stored = text + input
        return true
    }

    /// Removes the last character as a backspace would; returns whether there was one.
    mutating func deleteBackward() -> Bool {
        guard hasText else { return false }
        stored?.removeLast()
        return true
    }

    /// Empties the text; returns whether there was any.
    mutating func clear() -> Bool {
        let hadText = hasText
        stored = ""
        return hadText
    }
}
