import Foundation
import LarkUI

extension Fleet.BarError {
    /// The bar button item's own error, for `.itemRefused`.
    public var underlying: Fleet.BarButtonItemError? { cause as? Fleet.BarButtonItemError }

    /// Creates an error from its parts, wrapping the bar button item's error.
    public init(kind: Kind, attempted: String, reason: String, remedy: String, underlying: Fleet.BarButtonItemError?) {
        self.init(kind: kind, attempted: attempted, reason: reason, remedy: remedy, cause: underlying)
    }

    /// Taps the first of `items` titled `title` with `BarButtonItem.tap()`, for
    /// `NavigationBar.tapTopItem(withTitle:)` and `Toolbar.tapItem(withTitle:)`. `items` is nil when
    /// the bar has nothing to search, refused for the reason and remedy of `noItems`; `barName`
    /// and `itemsName` word the other refusals. No action runs when it throws.
    @MainActor
    static func tapItem(
        titled title: String,
        among items: [BarButtonItem]?,
        in bar: some CustomStringConvertible,
        barName: String,
        itemsName: String,
        noItems: (reason: String, remedy: String)
    ) throws(Self) {
        try tapItem(
            named: "the item '\(title)'", among: items, in: bar, noItems: noItems, where: { $0.title == title },
            notFound: { items in
                ("No item with title '\(title)' found in \(barName)", "\(itemsName) are: \(quotedList(items.compactMap(\.title))); use one of those titles")
            })
    }

    /// Taps the first of `items` made as `systemItem` (`.add`, `.done`: UIKit gives such items no
    /// title), for `NavigationBar.tapTopItem(withSystemItem:)` and `Toolbar.tapItem(withSystemItem:)`.
    @MainActor
    static func tapItem(
        systemItem: BarButtonItem.SystemItem,
        among items: [BarButtonItem]?,
        in bar: some CustomStringConvertible,
        barName: String,
        noItems: (reason: String, remedy: String)
    ) throws(Self) {
        try tapItem(
            named: "the system item .\(systemItem)", among: items, in: bar, noItems: noItems, where: { $0.systemItem == systemItem },
            notFound: { items in
                let present = items.compactMap { $0.systemItem.map { ".\($0)" } }
                return (
                    "No system item .\(systemItem) found in \(barName)",
                    present.isEmpty ? "It has no system items; find the item by its title" : "Its system items are: \(present.joined(separator: ", ")); use one of those")
            })
    }

    /// The one path: refuse when there is nothing to search or nothing matches, else tap the
    /// first match, wrapping its refusal.
    @MainActor
    private static func tapItem(
        named: String,
        among items: [BarButtonItem]?,
        in bar: some CustomStringConvertible,
        noItems: (reason: String, remedy: String),
        where matches: (BarButtonItem) -> Bool,
        notFound: ([BarButtonItem]) -> (reason: String, remedy: String)
    ) throws(Self) {
        let attempt = "Cannot tap \(named) in \(bar.description)"
        // One kind serves both bars; the name says which refused, as Fleet names them.
        let name = bar is Toolbar ? "Fleet.ToolbarError" : "Fleet.NavBarError"
        guard let items else {
            throw Self(kind: .noItems, attempted: attempt, reason: noItems.reason, remedy: noItems.remedy, name: name)
        }
        guard let item = items.first(where: matches) else {
            let (reason, remedy) = notFound(items)
            throw Self(kind: .noSuchItem, attempted: attempt, reason: reason, remedy: remedy, name: name)
        }
        do {
            try item.tap()
        } catch {
            throw Self(kind: .itemRefused(error.kind), attempted: error.attempted, reason: error.reason, remedy: error.remedy, cause: error, name: name)
        }
    }
}
