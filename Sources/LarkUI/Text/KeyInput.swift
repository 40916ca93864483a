import Foundation

/// A responder that takes typed characters, like `UIKeyInput`: custom views that collect a
/// PIN or a code adopt it. The model's text fields and text views adopt it too.
@preconcurrency @MainActor
public protocol KeyInput: AnyObject {
    /// Whether there is any text.
    var hasText: Bool { get }
    /// Takes typed `text`.
    func insertText(_ text: String)
    /// Deletes as a backspace does.
    func deleteBackward()
}

/// A text input whose text code can address by position, like `UITextInput`: positions and
/// ranges, the selection, reading and replacing text, and the caret's rectangle. The model's
/// text fields and text views adopt it (positions count UTF-16 units).
@preconcurrency @MainActor
public protocol TextInput: KeyInput {
    /// The selection (a caret when empty).
    var selectedTextRange: TextRange? { get set }
    /// Text being composed by an input method.
    var markedTextRange: TextRange? { get }
    /// The position before the first character.
    var beginningOfDocument: TextPosition { get }
    /// The position after the last character.
    var endOfDocument: TextPosition { get }
    /// The range between two positions.
    func textRange(from fromPosition: TextPosition, to toPosition: TextPosition) -> TextRange?
    /// The position `offset` from `position`, or nil outside the text.
    func position(from position: TextPosition, offset: Int) -> TextPosition?
    /// The distance between two positions.
    func offset(from: TextPosition, to toPosition: TextPosition) -> Int
    /// How two positions are ordered.
    func compare(_ position: TextPosition, to other: TextPosition) -> ComparisonResult
    /// The characters in `range`.
    func text(in range: TextRange) -> String?
    /// Replaces the characters in `range`.
    func replace(_ range: TextRange, withText text: String)
    /// The caret's rectangle at `position`.
    func caretRect(for position: TextPosition) -> CGRect
}

extension TextField: TextInput {}
extension TextView: TextInput {}
