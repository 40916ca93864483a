import Foundation
import LarkUI

extension Toolbar {
    /// Taps the first item titled `title` with `BarButtonItem.tap()`. The toolbar's visibility
    /// is not checked: a navigation controller's toolbar is hidden by default, and tests still
    /// need to tap its items.
    ///
    /// - Throws: `Fleet.ToolbarError`: `.noItems` when `items` is nil, `.noSuchItem` (listing the
    ///   titles), or `.itemRefused` wrapping the item's `Fleet.BarButtonItemError`. No action ran.
    public func tapItem(withTitle title: String) throws(Fleet.ToolbarError) {
        let attempt = "Cannot tap the item '\(title)' in \(description)"
        guard let items else {
            throw Fleet.ToolbarError(kind: .noItems, attempted: attempt, reason: "No toolbar items found in the view controller (the toolbar's items are nil)", remedy: "Set toolbarItems on the top view controller, or the toolbar's items")
        }
        guard let item = items.first(where: { $0.title == title }) else {
            throw Fleet.ToolbarError(
                kind: .noSuchItem,
                attempted: attempt, reason: "No item with title '\(title)' found in toolbar", remedy: "Its titled items are: \(quotedList(items.compactMap(\.title))); use one of those titles")
        }
        do {
            try item.tap()
        } catch {
            throw Fleet.ToolbarError(kind: .itemRefused(error.kind), attempted: error.attempted, reason: error.reason, remedy: error.remedy, cause: error)
        }
    }
}
