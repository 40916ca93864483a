import Foundation

extension Fleet {
    /// The text-input operations that need an editing session (first responder) first.
    public enum TextOperation: Hashable, Sendable, CustomStringConvertible {
        /// `stopEditing()`.
        case stopEditing
        /// `type(text:)`.
        case type
        /// `paste(text:)`.
        case paste
        /// `backspace()` and `backspaceAll()`.
        case backspace
        /// A text view's `clearText()` (select all, delete).
        case clearText
        /// A text field's `tapReturnKey()`.
        case tapReturnKey

        /// The case name, e.g. `type`.
        public var description: String {
            switch self {
            case .stopEditing: "stopEditing"
            case .type: "type"
            case .paste: "paste"
            case .backspace: "backspace"
            case .clearText: "clearText"
            case .tapReturnKey: "tapReturnKey"
            }
        }

        /// How the operation reads in messages, e.g. "text can be typed into it".
        var phrase: String {
            switch self {
            case .stopEditing: "you can stop editing it"
            case .type: "text can be typed into it"
            case .paste: "text can be pasted into it"
            case .backspace: "backspaces can be performed"
            case .clearText: "its text can be cleared"
            case .tapReturnKey: "the keyboard's return key can be tapped"
            }
        }
    }
}
