import Foundation

/// The bar at the top of a navigation controller, like `UINavigationBar`: a stack of
/// navigation items, one per controller in the navigation stack.
@preconcurrency @MainActor
open class NavigationBar: View {
    /// The items, bottom to top; nil when there are none.
    open var items: [NavigationItem]? {
        didSet {
            for item in oldValue ?? [] where item.bar === self { item.bar = nil }
            for item in items ?? [] { item.bar = self }
        }
    }

    /// The top item (the visible one).
    open var topItem: NavigationItem? { items?.last }

    /// Whether the bar shows its top item's title large: `prefersLargeTitles`, and the item's
    /// `largeTitleDisplayMode` is `.always`, or `.automatic` after an item that shows large (the
    /// first item's `.automatic` shows large), as `UINavigationItem` documents the modes.
    var showsLargeTitle: Bool {
        guard prefersLargeTitles else { return false }
        var large = true
        for item in items ?? [] {
            switch item.largeTitleDisplayMode {
            case .always: large = true
            case .never: large = false
            case .automatic: break
            }
        }
        return large
    }

    /// The item below the top (its back button leads there).
    open var backItem: NavigationItem? {
        guard let items, items.count >= 2 else { return nil }
        return items[items.count - 2]
    }

    /// The bar's tint for its background.
    open var barTintColor: Color?
    /// Whether titles show large while the content is scrolled to the top. The bar is then 96
    /// points tall in a navigation controller (`showsLargeTitle`), and its child's safe area
    /// grows with it.
    open var prefersLargeTitles = false {
        didSet { if prefersLargeTitles != oldValue { containerBarDidChange() } }
    }
    /// Whether the bar is translucent.
    open var isTranslucent = true
    /// The bar's style.
    open var barStyle: BarStyle = .default
    /// Attributes of the title text.
    open var titleTextAttributes: [NSAttributedString.Key: Any]?
    /// Attributes of large title text.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
    /// The image under the bar (nil: the default hairline).
    open var shadowImage: Image?
    /// The bar's look when content scrolls under it (stored).
    open var standardAppearance = NavigationBarAppearance()
    /// The look when content is at the top edge; nil uses `standardAppearance` (stored).
    open var scrollEdgeAppearance: NavigationBarAppearance?
    /// The look in compact height (stored).
    open var compactAppearance: NavigationBarAppearance?
    /// The look in compact height at the top edge (stored).
    open var compactScrollEdgeAppearance: NavigationBarAppearance?
    /// The back indicator image (stored).
    open var backIndicatorImage: Image?
    /// The back indicator's transition mask (stored).
    open var backIndicatorTransitionMaskImage: Image?

    private var backgroundImages: [BarMetrics: Image] = [:]

    /// Sets the background image for `barMetrics` (stored).
    open func setBackgroundImage(_ backgroundImage: Image?, for barMetrics: BarMetrics) {
        backgroundImages[barMetrics] = backgroundImage
    }

    /// The background image for `barMetrics`.
    open func backgroundImage(for barMetrics: BarMetrics) -> Image? { backgroundImages[barMetrics] }

    /// Replaces the items.
    open func setItems(_ items: [NavigationItem]?, animated: Bool) {
        self.items = items
    }

    /// Pushes an item on top (for bars you manage yourself).
    open func pushItem(_ item: NavigationItem, animated: Bool) {
        items = (items ?? []) + [item]
    }

    /// Pops the top item (for bars you manage yourself).
    @discardableResult
    open func popItem(animated: Bool) -> NavigationItem? {
        guard var current = items, !current.isEmpty else { return nil }
        let popped = current.removeLast()
        items = current.isEmpty ? nil : current
        return popped
    }

    override var descriptionText: String? { topItem?.title }
}
