import Foundation

/// The bar at the bottom of a tab bar controller, like `UITabBar`.
///
/// Like UIKit, a tab bar has the `.tabBar` accessibility trait and is not itself an
/// accessibility element.
@preconcurrency @MainActor
open class TabBar: View {
    /// The items, one per tab.
    open var items: [TabBarItem]?

    /// The selected item.
    open var selectedItem: TabBarItem?

    /// The bar's tint for its background.
    open var barTintColor: Color?

    /// Sets `items`.
    open func setItems(_ items: [TabBarItem]?, animated: Bool) {
        self.items = items
    }

    override var defaultAccessibilityTraits: AccessibilityTraits { .tabBar }
}
