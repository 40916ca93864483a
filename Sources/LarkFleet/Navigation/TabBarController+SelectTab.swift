import Foundation
import LarkUI

extension TabBarController {
    /// Taps the first tab whose tab bar item is titled `label` (exact match; later matches are
    /// ignored), as `selectTab(atIndex:)` does.
    ///
    /// - Throws: `Fleet.TabBarError.noSuchLabel`, listing the labels; nothing happened.
    public func selectTab(withLabel label: String, fileID: String = #fileID, line: Int = #line, column: Int = #column) throws(Fleet.TabBarError) {
        try Fleet.calling(fileID, line, column) { () throws(Fleet.TabBarError) in
            let labels = (tabBar.items ?? []).map(\.title)
            guard let index = labels.firstIndex(where: { $0 == label }) else {
                throw Fleet.TabBarError(
                    kind: .noSuchLabel,
                    attempted: "Cannot select the tab labelled '\(label)' in \(description)", reason: "No tab with label '\(label)' found", remedy: "Its tabs are labelled: \(quotedList(labels.map { $0 ?? "<no title>" })); use one of those labels")
            }
            try selectTab(atIndex: index)
        }
    }

    /// Taps the tab at `index` as a user would: the delegate's `shouldSelect` may refuse (then
    /// nothing changes and this returns normally, as a refused tap in UIKit); otherwise the tab
    /// is selected (appearance callbacks run when visible), the controller's own
    /// `tabBar(_:didSelect:)` runs (it is its tab bar's delegate, as in UIKit; the model calls it
    /// here, after the selection) and the delegate's `didSelect` follows. Tapping the
    /// selected tab again asks and reports again and, when that tab is a navigation controller,
    /// pops it to its root, as UIKit does.
    ///
    /// - Throws: `Fleet.TabBarError.indexOutOfRange` for a negative index or one past the last
    ///   tab, listing the tabs; nothing happened.
    public func selectTab(atIndex index: Int, fileID: String = #fileID, line: Int = #line, column: Int = #column) throws(Fleet.TabBarError) {
        try Fleet.calling(fileID, line, column) { () throws(Fleet.TabBarError) in
            let tabs = viewControllers ?? []
            guard tabs.indices.contains(index) else {
                let labels = tabs.map { $0.tabBarItem.title ?? "<no title>" }
                throw Fleet.TabBarError(
                    kind: .indexOutOfRange,
                    attempted: "Cannot select tab \(index) in \(description)", reason: "There is no tab \(index): it has \(count(tabs.count, "tab"))\(tabs.isEmpty ? "" : " (indices 0 to \(tabs.count - 1))")", remedy: "Its tabs are labelled: \(quotedList(labels)); use an index in that range")
            }
            let controller = tabs[index]
            if let delegate, !delegate.tabBarController(self, shouldSelect: controller) { return }
            if index == selectedIndex, let navigation = controller as? NavigationController, navigation.viewControllers.count > 1 {
                navigation.popToRootViewController(animated: false)
            } else {
                selectedIndex = index
            }
            tabBar(tabBar, didSelect: controller.tabBarItem)
            delegate?.tabBarController(self, didSelect: controller)
        }
    }
}
