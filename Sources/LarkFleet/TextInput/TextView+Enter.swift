import Foundation
import LarkUI

extension TextView {
    /// `startEditing()`, `type(text:)`, then `stopEditing()`. The first error stops the rest
    /// (see `TextField.enter(text:)`).
    ///
    /// - Throws: `Fleet.TextViewError` from the step that failed.
    public func enter(text: String, fileID: String = #fileID, line: Int = #line, column: Int = #column) throws(Fleet.TextViewError) {
        try Fleet.calling(fileID, line, column) { () throws(Fleet.TextViewError) in
            try startEditing()
            // The app declined the touch: no keyboard, so nothing to type.
            guard isFirstResponder else { return }
            try type(text: text)
            try stopEditing()
        }
    }
}
