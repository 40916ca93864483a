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
                titled: title, among: fleetTopItems, in: self,
                barName: "nav bar", itemsName: "The top item's titled bar button items",
                noItems: Self.fleetNoItems)
        }
    }

    /// Taps the first bar button item of the top navigation item made as `systemItem` (`.add`,
    /// `.done`, ...: UIKit gives such items no title, so `tapTopItem(withTitle:)` cannot find
    /// them), right items before left items, with `BarButtonItem.tap()`.
    ///
    /// - Throws: `Fleet.NavBarError`: `.noItems`, `.noSuchItem` (listing the system items there
    ///   are), or `.itemRefused`. No action ran.
    public func tapTopItem(withSystemItem systemItem: BarButtonItem.SystemItem, fileID: String = #fileID, line: Int = #line, column: Int = #column) throws(Fleet.NavBarError) {
        try Fleet.calling(fileID, line, column) { () throws(Fleet.NavBarError) in
            try Fleet.NavBarError.tapItem(
                systemItem: systemItem, among: fleetTopItems, in: self,
                barName: "nav bar",
                noItems: Self.fleetNoItems)
        }
    }

    /// The top item's right items, then its left items; nil without a top item.
    private var fleetTopItems: [BarButtonItem]? {
        topItem.map { ($0.rightBarButtonItems ?? []) + ($0.leftBarButtonItems ?? []) }
    }

    /// Why a bar without a top item has nothing to tap, and what to do.
    private static let fleetNoItems = (
        reason: "No nav bar items found in the view controller (the bar has no top item)",
        remedy: "Push a view controller or set the bar's items")
}
