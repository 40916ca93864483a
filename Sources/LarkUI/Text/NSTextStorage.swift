import Foundation

/// Attributed text that layout managers lay out, like `NSTextStorage`: an
/// `NSMutableAttributedString` (so `length`, `string` and the attribute-editing methods are
/// Foundation's) with the layout managers that show it.
open class NSTextStorage: NSMutableAttributedString {
    /// What kind of change an edit made (`NSTextStorage.EditActions`).
    public struct EditActions: OptionSet, Hashable, Sendable {
        /// The bits.
        public let rawValue: UInt
        /// Actions from bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Attributes changed.
        public static let editedAttributes = EditActions(rawValue: 1 << 0)
        /// Characters changed.
        public static let editedCharacters = EditActions(rawValue: 1 << 1)
    }

    /// An empty storage.
    public convenience init() { self.init(string: "") }

    /// The layout managers that show this storage (the model keeps none here: a text view's
    /// layout manager reads its view).
    open var layoutManagers: [NSLayoutManager] { [] }

    /// Tells the storage about an edit (an override point for subclasses; the model keeps no
    /// edit bookkeeping).
    open func edited(_ editedMask: EditActions, range editedRange: NSRange, changeInLength delta: Int) {}

    /// Finishes an edit (an override point; the model has nothing to fix).
    open func processEditing() {}
}
