import Foundation
import LarkUI

extension TableView {
    /// Scrolls as a user would until the row at `indexPath` is on screen: a `drag(to:)` to the
    /// smallest change of offset that shows it, with the scroll delegate's callbacks. Nothing
    /// happens when it is already on screen.
    ///
    /// - Throws: `Fleet.ScrollViewError`: `.notInside` for a row that does not exist, and the
    ///   refusals of `drag(to:)`.
    public func scrollToVisible(rowAt indexPath: IndexPath, fileID: String = #fileID, line: Int = #line, column: Int = #column) throws(Fleet.ScrollViewError) {
        try Fleet.calling(fileID, line, column) { () throws(Fleet.ScrollViewError) in
            try fleetScroll(toShow: isValid(indexPath) ? rectForRow(at: indexPath) : nil, named: "row \(indexPath.row) in section \(indexPath.section)")
        }
    }
}
