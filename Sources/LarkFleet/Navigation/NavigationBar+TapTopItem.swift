import Foundation
import LarkUI

extension NavigationBar {
    /// Taps the bar button item titled `title` of the top navigation item: its right items (in
    /// order) are searched before its left items, and the first match is tapped with
    /// `BarButtonItem.tap()`. The back button, title view and untitled items are not searched
    /// (pop the navigation controller to go back). The bar's visibility is not
    /// checked.
    ///
    /// - Throws: `Fleet.NavBarError`: `.noItems`, `.noSuchItem` (listing the titles), or
    ///   `.itemRefused` wrapping the item's `Fleet.BarButtonItemError`. No action ran.
    public func tapTopItem(withTitle title: String, fileID: String = #fileID, line: Int = #line, column: Int = #column) throws(Fleet.NavBarError) {
        try Fleet.calling(fileID, line, column) { () throws(Fleet.NavBarError) in
            try Fleet.NavBarError.tapItem(
                titled: title, among: topItem.map { ($0.rightBarButtonItems ?? []) + ($0.leftBarButtonItems ?? []) }, in: self,
                barName: "nav bar", itemsName: "The top item's titled bar button items",
                noItems: ("No nav bar items found in the view controller (the bar has no top item)", "Push a view controller or set the bar's items"))
        }
    }
}
