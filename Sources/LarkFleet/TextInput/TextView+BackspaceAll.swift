import Foundation
import LarkUI

extension TextView {
    /// Presses backspace once per character present at the start (see `backspace()`).
    ///
    /// - Throws: `Fleet.TextViewError.notEditing(.backspace)` unless the view is editing.
    public func backspaceAll() throws(Fleet.TextViewError) {
        if let failure = TextInputEngine.backspaceAll(self) { throw Fleet.TextViewError(failure, input: self) }
    }
}
