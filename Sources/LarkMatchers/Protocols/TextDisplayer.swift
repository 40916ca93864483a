import LarkUI

/// Something that shows text in one colour, for `displayText(_:)`, `displayText()` and
/// `haveTextColor(_:)`.
///
/// In the model: `Label`, `TextField` and `TextView`. Buttons, whose text depends on their
/// state, have their own overloads of those matchers instead.
@MainActor
public protocol TextDisplayer {
    /// The text shown, or nil. (`Label` reports its `text`, which can be nil; `TextField` and
    /// `TextView` report "" once their text is cleared, as in UIKit.)
    var displayedText: String? { get }
    /// The colour of the text shown, or nil when there is none.
    var displayedTextColor: Color? { get }
}
