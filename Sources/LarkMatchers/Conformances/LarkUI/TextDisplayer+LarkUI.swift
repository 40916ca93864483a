import LarkUI

extension Label: TextDisplayer {
    /// The label's `text` (nil when unset).
    public var displayedText: String? { text }
    /// The label's `textColor`.
    public var displayedTextColor: Color? { textColor }
}

extension TextField: TextDisplayer {
    /// The field's `text` ("" when empty, as in UIKit; the placeholder is not text).
    public var displayedText: String? { text }
    /// The field's `textColor`.
    public var displayedTextColor: Color? { textColor }
}

extension TextView: TextDisplayer {
    /// The text view's `text` ("" when empty).
    public var displayedText: String? { text }
    /// The text view's `textColor`.
    public var displayedTextColor: Color? { textColor }
}

extension SearchBar: TextDisplayer {
    /// The text in its field ("" when empty).
    public var displayedText: String? { text }
    /// Its field's `textColor`.
    public var displayedTextColor: Color? { searchTextField.textColor }
}
