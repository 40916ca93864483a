import Foundation

/// Takes part in a text field's editing, like `UITextFieldDelegate`. Every method is optional;
/// the defaults are UIKit's (allow everything, do nothing).
///
/// Note: implement the methods in the class that declares the conformance; a subclass's
/// implementation of a method its superclass left to the default is not called (a Swift rule).
@preconcurrency @MainActor
public protocol TextFieldDelegate: AnyObject {
    /// Whether editing may begin. Default: true.
    func textFieldShouldBeginEditing(_ textField: TextField) -> Bool
    /// Editing began. Default: nothing.
    func textFieldDidBeginEditing(_ textField: TextField)
    /// Whether editing may end. Default: true.
    func textFieldShouldEndEditing(_ textField: TextField) -> Bool
    /// Editing ended. Default: nothing.
    func textFieldDidEndEditing(_ textField: TextField)
    /// Whether the characters in `range` (UTF-16 units) may be replaced by `string`. Default: true.
    /// Asked by whoever edits for the user; the model's `insertText`/`deleteBackward` do not ask.
    func textField(_ textField: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    /// Whether the text may be cleared (clear button, `clearsOnBeginEditing`). Default: true.
    func textFieldShouldClear(_ textField: TextField) -> Bool
    /// Whether the return key should be processed. Default: true.
    func textFieldShouldReturn(_ textField: TextField) -> Bool
    /// The selection changed. Default: nothing.
    func textFieldDidChangeSelection(_ textField: TextField)
    /// Editing ended for `reason`; the model calls this one. Default: calls
    /// `textFieldDidEndEditing(_:)`, as UIKit calls that when this is not implemented.
    func textFieldDidEndEditing(_ textField: TextField, reason: TextField.DidEndEditingReason)
}

extension TextFieldDelegate {
    /// Default: true.
    public func textFieldShouldBeginEditing(_ textField: TextField) -> Bool {
        OptionalMethod.defaultUsed()
        return true
    }

    /// Default: does nothing.
    public func textFieldDidBeginEditing(_ textField: TextField) {
        OptionalMethod.defaultUsed()
    }

    /// Default: true.
    public func textFieldShouldEndEditing(_ textField: TextField) -> Bool {
        OptionalMethod.defaultUsed()
        return true
    }

    /// Default: does nothing.
    public func textFieldDidEndEditing(_ textField: TextField) {
        OptionalMethod.defaultUsed()
    }

    /// Default: true.
    public func textField(_ textField: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        OptionalMethod.defaultUsed()
        return true
    }

    /// Default: true.
    public func textFieldShouldClear(_ textField: TextField) -> Bool {
        OptionalMethod.defaultUsed()
        return true
    }

    /// Default: true.
    public func textFieldShouldReturn(_ textField: TextField) -> Bool {
        OptionalMethod.defaultUsed()
        return true
    }

    /// Default: does nothing.
    public func textFieldDidChangeSelection(_ textField: TextField) {
        OptionalMethod.defaultUsed()
    }

    /// Default: calls `textFieldDidEndEditing(_:)`.
    public func textFieldDidEndEditing(_ textField: TextField, reason: TextField.DidEndEditingReason) {
        textFieldDidEndEditing(textField)
    }
}
