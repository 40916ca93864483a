import Foundation

/// A place in a text input's text, like `UITextPosition`. The model's text inputs hand out
/// positions that know their offset from the start (in UTF-16 units); a position made by other
/// code stands at the start.
@preconcurrency @MainActor
open class TextPosition {
    /// The offset from the start of the text, in UTF-16 units.
    let offset: Int

    /// A position at the start, for subclasses (UIKit's positions are made by the text input).
    public init() { offset = 0 }

    /// A position `offset` units from the start.
    init(offset: Int) { self.offset = offset }
}

/// A span of a text input's text between two positions, like `UITextRange`.
@preconcurrency @MainActor
open class TextRange {
    /// Where the range starts.
    open var start: TextPosition { storedStart }
    /// Where the range ends.
    open var end: TextPosition { storedEnd }
    /// Whether start and end are the same place (a caret).
    open var isEmpty: Bool { storedStart.offset == storedEnd.offset }

    private let storedStart: TextPosition
    private let storedEnd: TextPosition

    /// An empty range at the start, for subclasses (UIKit's ranges are made by the text input).
    public init() {
        storedStart = TextPosition()
        storedEnd = storedStart
    }

    /// The range from `start` to `end`, in text order.
    init(from start: TextPosition, to end: TextPosition) {
        storedStart = start.offset <= end.offset ? start : end
        storedEnd = start.offset <= end.offset ? end : start
    }

    /// The range covering `range`.
    convenience init(_ range: NSRange) {
        self.init(from: TextPosition(offset: range.location), to: TextPosition(offset: range.location + range.length))
    }

    /// The range as an `NSRange`.
    var nsRange: NSRange { NSRange(location: start.offset, length: end.offset - start.offset) }
}

// Positions compare by their place in the text, as the positions UIKit's text views hand out do.
extension TextPosition: Equatable {
    /// Whether both stand at the same offset.
    public nonisolated static func == (lhs: TextPosition, rhs: TextPosition) -> Bool { lhs.offset == rhs.offset }
}
