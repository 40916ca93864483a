import Foundation

/// Switches between child controllers with a tab bar, like `UITabBarController`.
///
/// The selected controller is the visible child. Changing the selection programmatically runs
/// the appearance callbacks of the old and new tab when the tab bar controller is visible and
/// never calls the delegate. More than five tabs get no "More" controller.
@preconcurrency @MainActor
open class TabBarController: ViewController {
    /// Creates a tab bar controller with no tabs.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        tabBar = Self.makeTabBar()
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Creates a tab bar controller with no tabs, as a storyboard does.
    public required init?(coder: NSCoder) {
        tabBar = Self.makeTabBar()
        super.init(coder: coder)
    }

    private static func makeTabBar() -> TabBar {
        TabBar(frame: CGRect(x: 0, y: Window.defaultScreenBounds.height - 49, width: Window.defaultScreenBounds.width, height: 49))
    }

    private var tabs: [ViewController]?
    private var storedSelectedIndex = NSNotFound
    private var tabBarHiding = StackHiddenBar()

    /// The bar whose items mirror the tabs' `tabBarItem`s.
    public let tabBar: TabBar
    /// Takes part in user-driven selection.
    open weak var delegate: TabBarControllerDelegate?

    /// The tabs, in order. Setting it is `setViewControllers(_:animated: false)`.
    open var viewControllers: [ViewController]? {
        get { tabs }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Replaces the tabs, keeping the selected controller selected if it is still a tab, else
    /// selecting the first. Refused with a warning for duplicates or controllers that belong to
    /// another container, are presented or are a window's root.
    open func setViewControllers(_ viewControllers: [ViewController]?, animated: Bool) {
        let newTabs = viewControllers ?? []
        for (index, controller) in newTabs.enumerated() {
            let attempt = "Cannot add \(bracketed(controller)) to \(bracketed(self))"
            var refusal: String?
            if newTabs[..<index].contains(where: { $0 === controller }) {
                refusal = "\(attempt): it appears twice."
            } else if let parent = controller.parent, parent !== self {
                refusal = "\(attempt): it is already a child of \(bracketed(parent))."
            } else if controller === self || isSelfOrAncestor(controller) {
                refusal = "\(attempt): it is this controller or one of its ancestors."
            } else if let presenter = controller.presentingController {
                refusal = "\(attempt): it is presented by \(bracketed(presenter))."
            } else if controller.hostWindow != nil {
                refusal = "\(attempt): it is the root view controller of a window."
            }
            if let refusal {
                modelWarning(refusal, window: containingWindow)
                return
            }
        }
        let old = tabs ?? []
        let previouslySelected = selectedViewController
        let removed = old.filter { tab in !newTabs.contains { $0 === tab } }
        let added = newTabs.filter { tab in !old.contains { $0 === tab } }
        removed.forEach { $0.willMove(toParent: nil) }
        added.forEach { addChild($0) }
        tabs = viewControllers
        if newTabs.isEmpty {
            storedSelectedIndex = NSNotFound
        } else if let previouslySelected, let index = newTabs.firstIndex(where: { $0 === previouslySelected }) {
            storedSelectedIndex = index
        } else {
            storedSelectedIndex = 0
        }
        syncTabBar()
        transitionInWindow { layoutChildViews() }
        removed.forEach { $0.removeFromParent() }
        added.forEach { $0.didMove(toParent: self) }
    }

    /// The index of the selected tab, or `NSNotFound` when there are no tabs. Setting an index
    /// outside the tabs is ignored with a warning.
    open var selectedIndex: Int {
        get { storedSelectedIndex }
        set {
            guard let tabs, tabs.indices.contains(newValue) else {
                modelWarning("Cannot select tab \(newValue) of \(bracketed(self)): it has \(tabs?.count ?? 0) tabs.", window: containingWindow)
                return
            }
            guard newValue != storedSelectedIndex else { return }
            storedSelectedIndex = newValue
            syncTabBar()
            transitionInWindow { layoutChildViews() }
        }
    }

    /// The selected tab's controller. Setting a controller that is not a tab is ignored with a
    /// warning.
    open var selectedViewController: ViewController? {
        get {
            guard let tabs, tabs.indices.contains(storedSelectedIndex) else { return nil }
            return tabs[storedSelectedIndex]
        }
        set {
            guard let newValue, let index = tabs?.firstIndex(where: { $0 === newValue }) else {
                modelWarning("Cannot select \(bracketed(newValue)) in \(bracketed(self)): it is not one of its tabs.", window: containingWindow)
                return
            }
            selectedIndex = index
        }
    }

    /// Called when a user selects `item` in the tab bar (a tab bar controller is its bar's
    /// delegate, as in UIKit). Subclasses override it to react to taps; call `super`.
    open func tabBar(_ tabBar: TabBar, didSelect item: TabBarItem) {}

    /// Keeps the tab bar's items in step with the tabs, and hides a shown tab bar while the
    /// selected tab's navigation stack asks for it (`hidesBottomBarWhenPushed`).
    func syncTabBar() {
        tabBar.items = tabs?.map { $0.tabBarItem }
        tabBar.selectedItem = selectedViewController?.tabBarItem
        tabBarHiding.update(tabBar, stackHides: (selectedViewController as? NavigationController)?.stackHidesTabBar ?? false)
    }

    // MARK: Views and appearance

    /// Builds a view holding the tab bar.
    open override func loadView() {
        let root = View(frame: Window.defaultScreenBounds)
        root.addSubview(tabBar)
        view = root
    }

    override func layoutChildViews() {
        showOnlyView(of: selectedViewController) { view, root in root.insertSubview(view, belowSubview: tabBar) }
    }

    override var appearanceChildren: [ViewController] {
        selectedViewController.map { [$0] } ?? []
    }

    /// The tab bar: 49 points above the home indicator, its frame reaching the screen's bottom.
    override var containerBars: [ContainerBar] {
        [ContainerBar(view: tabBar, edge: .bottom, height: 49, reachesScreenEdge: true, isTranslucent: tabBar.isTranslucent)]
    }
}
