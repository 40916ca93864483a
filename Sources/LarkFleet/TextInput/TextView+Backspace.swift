import Foundation
import LarkUI

extension TextView {
    /// Deletes the last character (a whole grapheme cluster) if `shouldChangeTextIn` allows its
    /// UTF-16 range to become "". On empty text nothing is asked and nothing happens.
    ///
    /// - Throws: `Fleet.TextViewError.notEditing(.backspace)` unless the view is editing.
    public func backspace(fileID: String = #fileID, line: Int = #line, column: Int = #column) throws(Fleet.TextViewError) {
        try Fleet.calling(fileID, line, column) { () throws(Fleet.TextViewError) in
            if let failure = TextInputEngine.backspace(self) { throw Fleet.TextViewError(failure, input: self) }
        }
    }
}
