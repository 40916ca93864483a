import Foundation
import LarkUI

extension Toolbar {
    /// Taps the first item titled `title` with `BarButtonItem.tap()`. The toolbar's visibility
    /// is not checked: a navigation controller's toolbar is hidden by default, and tests still
    /// need to tap its items.
    ///
    /// - Throws: `Fleet.ToolbarError`: `.noItems` when `items` is nil, `.noSuchItem` (listing the
    ///   titles), or `.itemRefused` wrapping the item's `Fleet.BarButtonItemError`. No action ran.
    public func tapItem(withTitle title: String, fileID: String = #fileID, line: Int = #line, column: Int = #column) throws(Fleet.ToolbarError) {
        try Fleet.calling(fileID, line, column) { () throws(Fleet.ToolbarError) in
            try Fleet.ToolbarError.tapItem(
                titled: title, among: items, in: self, barName: "toolbar", itemsName: "Its titled items",
                noItems: ("No toolbar items found in the view controller (the toolbar's items are nil)", "Set toolbarItems on the top view controller, or the toolbar's items"))
        }
    }
}
