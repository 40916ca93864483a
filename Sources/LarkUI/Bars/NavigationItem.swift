import Foundation

/// What a navigation bar shows for one view controller, like `UINavigationItem`.
@preconcurrency @MainActor
open class NavigationItem: @MainActor CustomStringConvertible {
    /// Creates an item with a title.
    public init(title: String) {
        self.title = title
    }

    /// Creates an item without a title.
    public convenience init() {
        self.init(title: "")
        title = nil
    }

    /// The title shown in the bar.
    open var title: String?
    /// A view shown instead of the title.
    open var titleView: View?
    /// The search controller whose bar shows in the navigation bar.
    open var searchController: SearchController?
    /// Whether the search bar hides while scrolling.
    open var hidesSearchBarWhenScrolling = true
    /// How large the title shows. A change lays the bar showing this item out again.
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic {
        didSet { if largeTitleDisplayMode != oldValue { bar?.containerBarDidChange() } }
    }
    /// The bar showing this item, if any.
    weak var bar: NavigationBar?

    /// How large a navigation item's title shows (`UINavigationItem.LargeTitleDisplayMode`).
    public enum LargeTitleDisplayMode: Int, Hashable, Sendable {
        /// As the previous item.
        case automatic
        /// Always large.
        case always
        /// Never large.
        case never
    }
    /// A line of text above the title.
    open var prompt: String?
    /// The title of the back button leading to this item.
    open var backButtonTitle: String?
    /// The item used as back button when this item is below the top.
    open var backBarButtonItem: BarButtonItem?
    /// Whether the back button is hidden.
    open var hidesBackButton = false
    /// Whether the left items show beside the back button instead of replacing it (stored).
    open var leftItemsSupplementBackButton = false
    /// How the back button shows its title (stored).
    open var backButtonDisplayMode: BackButtonDisplayMode = .default
    /// The bar's look while this item is on top, overriding the bar's (stored).
    open var standardAppearance: NavigationBarAppearance?
    /// The look when scrolled to the top edge (stored).
    open var scrollEdgeAppearance: NavigationBarAppearance?
    /// The look in compact height (stored).
    open var compactAppearance: NavigationBarAppearance?
    /// The look in compact height at the top edge (stored).
    open var compactScrollEdgeAppearance: NavigationBarAppearance?
    /// The menu of the title (iOS 16; stored).
    open var titleMenuProvider: (([any MenuElement]) -> Menu?)?

    /// How the back button shows its title (`UINavigationItem.BackButtonDisplayMode`).
    public enum BackButtonDisplayMode: Int, Hashable, Sendable {
        /// The previous title, or "Back".
        case `default`
        /// "Back" only.
        case generic
        /// No title.
        case minimal
    }

    /// Items on the leading side, in order; nil when there are none.
    open var leftBarButtonItems: [BarButtonItem]?
    /// Items on the trailing side, in order; nil when there are none.
    open var rightBarButtonItems: [BarButtonItem]?

    /// The first leading item; setting it replaces all leading items.
    open var leftBarButtonItem: BarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    /// The first trailing item; setting it replaces all trailing items.
    open var rightBarButtonItem: BarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    /// Sets `leftBarButtonItem`.
    open func setLeftBarButton(_ item: BarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    /// Sets `rightBarButtonItem`.
    open func setRightBarButton(_ item: BarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    /// Sets `leftBarButtonItems`.
    open func setLeftBarButtonItems(_ items: [BarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
    /// Sets `rightBarButtonItems`.
    open func setRightBarButtonItems(_ items: [BarButtonItem]?, animated: Bool) { rightBarButtonItems = items }
    /// Sets `hidesBackButton`.
    open func setHidesBackButton(_ hides: Bool, animated: Bool) { hidesBackButton = hides }

    /// `NavigationItem "Title"`.
    open var description: String {
        title.map { "NavigationItem \"\($0)\"" } ?? "NavigationItem"
    }
}
