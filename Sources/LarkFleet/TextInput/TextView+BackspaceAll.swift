import Foundation
import LarkUI

extension TextView {
    /// Presses backspace once per character present at the start (see `backspace()`).
    ///
    /// - Throws: `Fleet.TextViewError.notEditing(.backspace)` unless the view is editing.
    public func backspaceAll(fileID: String = #fileID, line: Int = #line, column: Int = #column) throws(Fleet.TextViewError) {
        try Fleet.calling(fileID, line, column) { () throws(Fleet.TextViewError) in
            if let failure = TextInputEngine.backspaceAll(self) { throw Fleet.TextViewError(failure, input: self) }
        }
    }
}
