import Foundation
import LarkUI

extension TextView {
    /// `startEditing()`, `type(text:)`, then `stopEditing()`. The first error stops the rest
    /// (see `TextField.enter(text:)`).
    ///
    /// - Throws: `Fleet.TextViewError` from the step that failed.
    public func enter(text: String) throws(Fleet.TextViewError) {
        try startEditing()
        try type(text: text)
        try stopEditing()
    }
}
