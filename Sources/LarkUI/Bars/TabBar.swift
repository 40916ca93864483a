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

    /// The delegate of a stand-alone tab bar (weak; a tab bar controller's bar reports to the
    /// controller instead).
    open weak var delegate: (any TabBarDelegate)?

    /// The bar's tint for its background.
    open var barTintColor: Color?
    /// The tint of unselected items (stored).
    open var unselectedItemTintColor: Color?
    /// Whether the bar is translucent (stored).
    open var isTranslucent = true
    /// The bar's style (stored).
    open var barStyle: BarStyle = .default
    /// The background image (stored).
    open var backgroundImage: Image?
    /// The hairline image (stored).
    open var shadowImage: Image?
    /// The look when content scrolls under it (stored).
    open var standardAppearance = TabBarAppearance()
    /// The look when content is at the bottom edge (stored).
    open var scrollEdgeAppearance: TabBarAppearance?
    /// How items are placed (stored).
    open var itemPositioning: ItemPositioning = .automatic

    /// How a tab bar places its items (`UITabBar.ItemPositioning`).
    public enum ItemPositioning: Int, Hashable, Sendable {
        /// The system decides.
        case automatic
        /// Spread over the width.
        case fill
        /// Centred.
        case centered
    }

    /// Sets `items`.
    open func setItems(_ items: [TabBarItem]?, animated: Bool) {
        self.items = items
    }

    override var defaultAccessibilityTraits: AccessibilityTraits { .tabBar }
}

/// What a stand-alone tab bar tells its delegate (`UITabBarDelegate`).
@preconcurrency @MainActor
public protocol TabBarDelegate: AnyObject {
    /// The user selected `item`.
    func tabBar(_ tabBar: TabBar, didSelect item: TabBarItem)
}

extension TabBarDelegate {
    /// Does nothing by default.
    public func tabBar(_ tabBar: TabBar, didSelect item: TabBarItem) {}
}
