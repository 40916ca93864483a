import Foundation
import LarkUI

extension CollectionView {
    /// Scrolls as a user would until the item at `indexPath` is on screen, as
    /// `TableView.scrollToVisible(rowAt:)` does for rows.
    ///
    /// - Throws: `Fleet.ScrollViewError`: `.notInside` for an item that does not exist, and the
    ///   refusals of `drag(to:)`.
    public func scrollToVisible(itemAt indexPath: IndexPath, fileID: String = #fileID, line: Int = #line, column: Int = #column) throws(Fleet.ScrollViewError) {
        try Fleet.calling(fileID, line, column) { () throws(Fleet.ScrollViewError) in
            try fleetScroll(toShow: layoutAttributesForItem(at: indexPath)?.frame, named: "item \(indexPath.item) in section \(indexPath.section)")
        }
    }
}
