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
    public func tapTopItem(withTitle title: String) throws(Fleet.NavBarError) {
        let attempt = "Cannot tap the item '\(title)' in \(description)"
        guard let topItem else {
            throw Fleet.NavBarError(kind: .noItems, attempted: attempt, reason: "No nav bar items found in the view controller (the bar has no top item)", remedy: "Push a view controller or set the bar's items")
        }
        let candidates = (topItem.rightBarButtonItems ?? []) + (topItem.leftBarButtonItems ?? [])
        guard let item = candidates.first(where: { $0.title == title }) else {
            throw Fleet.NavBarError(
                kind: .noSuchItem,
                attempted: attempt, reason: "No item with title '\(title)' found in nav bar", remedy: "The top item's titled bar button items are: \(quotedList(candidates.compactMap(\.title))); use one of those titles")
        }
        do {
            try item.tap()
        } catch {
            throw Fleet.NavBarError(kind: .itemRefused(error.kind), attempted: error.attempted, reason: error.reason, remedy: error.remedy, cause: error)
        }
    }
}
