import Foundation
import LarkUI

extension TextField {
    /// `startEditing()`, `type(text:)`, then `stopEditing()`: everything a user does to fill in
    /// the field. The first error stops the rest; an error from `startEditing()` leaves the
    /// text unchanged, while `.delegateRefusedToEnd` comes after the text was typed (the field
    /// then keeps the text and the focus, as it would for a real user).
    ///
    /// - Throws: `Fleet.TextFieldError` from the step that failed.
    public func enter(text: String, fileID: String = #fileID, line: Int = #line, column: Int = #column) throws(Fleet.TextFieldError) {
        try Fleet.calling(fileID, line, column) { () throws(Fleet.TextFieldError) in
            try startEditing()
            try type(text: text)
            try stopEditing()
        }
    }
}
