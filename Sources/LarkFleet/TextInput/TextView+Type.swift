import Foundation
import LarkUI

extension TextView {
    /// Types `text` one character (grapheme cluster) at a time at the end: for each,
    /// `shouldChangeTextIn` with the UTF-16 range `(current UTF-16 length, 0)`; if allowed, the
    /// character is inserted (`textViewDidChangeSelection`, `textViewDidChange`,
    /// `textDidChangeNotification`).
    ///
    /// Note: like any member named `type`, this hides the global `type(of:)` inside subclasses
    /// and extensions of this class; write `Swift.type(of:)` there.
    ///
    /// - Throws: `Fleet.TextViewError.notEditing(.type)` unless the view is editing.
    public func type(text: String, fileID: String = #fileID, line: Int = #line, column: Int = #column) throws(Fleet.TextViewError) {
        try Fleet.calling(fileID, line, column) { () throws(Fleet.TextViewError) in
            if let failure = TextInputEngine.type(self, text) { throw Fleet.TextViewError(failure, input: self) }
        }
    }
}
