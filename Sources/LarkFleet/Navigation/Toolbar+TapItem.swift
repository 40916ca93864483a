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
                noItems: Self.fleetNoItems)
        }
    }

    /// Taps the first item made as `systemItem` (`.add`, `.trash`: UIKit gives such items no
    /// title, so `tapItem(withTitle:)` cannot find them) with `BarButtonItem.tap()`. The
    /// toolbar's visibility is not checked.
    ///
    /// - Throws: `Fleet.ToolbarError`: `.noItems`, `.noSuchItem` (listing the system items
    ///   there are), or `.itemRefused`. No action ran.
    public func tapItem(withSystemItem systemItem: BarButtonItem.SystemItem, fileID: String = #fileID, line: Int = #line, column: Int = #column) throws(Fleet.ToolbarError) {
        try Fleet.calling(fileID, line, column) { () throws(Fleet.ToolbarError) in
            try Fleet.ToolbarError.tapItem(
                systemItem: systemItem, among: items, in: self, barName: "toolbar",
                noItems: Self.fleetNoItems)
        }
    }

    /// Why a toolbar without items has nothing to tap, and what to do.
    private static let fleetNoItems = (
        reason: "No toolbar items found in the view controller (the toolbar's items are nil)",
        remedy: "Set toolbarItems on the top view controller, or the toolbar's items")
}
