import Foundation

/// Takes part in a text view's editing, like `UITextViewDelegate`, and hears about its
/// scrolling (it refines `ScrollViewDelegate`, as in UIKit). Every method is optional; the
/// defaults are UIKit's (allow everything, do nothing).
@preconcurrency @MainActor
public protocol TextViewDelegate: ScrollViewDelegate {
    /// Whether editing may begin. Default: true.
    func textViewShouldBeginEditing(_ textView: TextView) -> Bool
    /// Editing began. Default: nothing.
    func textViewDidBeginEditing(_ textView: TextView)
    /// Whether editing may end. Default: true.
    func textViewShouldEndEditing(_ textView: TextView) -> Bool
    /// Editing ended. Default: nothing.
    func textViewDidEndEditing(_ textView: TextView)
    /// Whether the text in `range` (UTF-16 units) may be replaced by `text`. Default: true.
    /// Asked by whoever edits for the user; the model's primitives do not ask.
    func textView(_ textView: TextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// The text changed through editing. Default: nothing.
    func textViewDidChange(_ textView: TextView)
    /// The selection changed. Default: nothing.
    func textViewDidChangeSelection(_ textView: TextView)
    /// Whether a tap on the link to `URL` in `characterRange` may open it. Default: true.
    /// Asked by whoever taps for the user; the model does not open links.
    func textView(_ textView: TextView, shouldInteractWith URL: URL, in characterRange: NSRange, interaction: TextItemInteraction) -> Bool
    /// Whether a tap on `textAttachment` in `characterRange` may act on it. Default: true.
    func textView(_ textView: TextView, shouldInteractWith textAttachment: NSTextAttachment, in characterRange: NSRange, interaction: TextItemInteraction) -> Bool
}

extension TextViewDelegate {
    /// Default: true.
    public func textViewShouldBeginEditing(_ textView: TextView) -> Bool {
        OptionalMethod.defaultUsed()
        return true
    }

    /// Default: does nothing.
    public func textViewDidBeginEditing(_ textView: TextView) {
        OptionalMethod.defaultUsed()
    }

    /// Default: true.
    public func textViewShouldEndEditing(_ textView: TextView) -> Bool {
        OptionalMethod.defaultUsed()
        return true
    }

    /// Default: does nothing.
    public func textViewDidEndEditing(_ textView: TextView) {
        OptionalMethod.defaultUsed()
    }

    /// Default: true.
    public func textView(_ textView: TextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        OptionalMethod.defaultUsed()
        return true
    }

    /// Default: does nothing.
    public func textViewDidChange(_ textView: TextView) {
        OptionalMethod.defaultUsed()
    }

    /// Default: does nothing.
    public func textViewDidChangeSelection(_ textView: TextView) {
        OptionalMethod.defaultUsed()
    }

    /// Default: true.
    public func textView(_ textView: TextView, shouldInteractWith URL: URL, in characterRange: NSRange, interaction: TextItemInteraction) -> Bool {
        OptionalMethod.defaultUsed()
        return true
    }

    /// Default: true.
    public func textView(_ textView: TextView, shouldInteractWith textAttachment: NSTextAttachment, in characterRange: NSRange, interaction: TextItemInteraction) -> Bool {
        OptionalMethod.defaultUsed()
        return true
    }
}

/// How a user acts on a link or attachment in a text view (`UITextItemInteraction`).
public enum TextItemInteraction: Int, Hashable, Sendable {
    /// A tap.
    case invokeDefaultAction
    /// A long press that shows actions.
    case presentActions
    /// A press that previews.
    case preview
}
